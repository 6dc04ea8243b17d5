import { SECTIONS } from '@shopdesk/sections';
import { renderSection } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import AuthRoutes from './routes';

describe('auth routes', () => {
  it.each(['/auth', '/auth/', '/auth/unknown', '/auth/register'])('sends %s to the login screen', async (at) => {
    const { location } = renderSection(<AuthRoutes />, { at, mountPath: SECTIONS.auth.mountPath, employee: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
  });
});
