import { screen } from '@testing-library/react';
import { renderAuth } from './testing/render-auth';

describe('auth routes', () => {
  it.each(['/auth', '/auth/', '/auth/unknown', '/auth/register'])('sends %s to the login screen', async (url) => {
    const { path } = renderAuth(url);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(path()).toBe('/auth/login');
  });
});
