import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { routerWrapper } from '../testing/router';
import { SectionNotFound } from './section-not-found';

function renderAt(url: string) {
  const router = routerWrapper(url);
  render(
    <Routes>
      <Route path="/main/services/*" element={<SectionRoutes />} />
    </Routes>,
    { wrapper: router.wrapper },
  );
  return { user: userEvent.setup(), url: router.url };
}

function SectionRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<h1>Services hub</h1>} />
      <Route path="*" element={<SectionNotFound section="Services" home={{ path: 'dashboard', label: 'Go to the services hub' }} />} />
    </Routes>
  );
}

describe('SectionNotFound', () => {
  it('says the section has no such page', () => {
    renderAt('/main/services/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Page not found' })).toHaveTextContent('The Services section has no such page.');
  });

  it("links to the section's home from however deep the unknown path goes", async () => {
    const { user, url } = renderAt('/main/services/nowhere/deeper/still');
    const home = screen.getByRole('link', { name: 'Go to the services hub' });
    expect(home).toHaveAttribute('href', '/main/services/dashboard');
    await user.click(home);
    expect(url()).toBe('/main/services/dashboard');
    expect(screen.getByRole('heading', { name: 'Services hub' })).toBeInTheDocument();
  });
});
