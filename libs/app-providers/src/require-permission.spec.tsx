import { clearSession, setEmployee } from '@shopdesk/session';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RequirePermission } from './require-permission';

const signInAs = (level: 'agent' | 'manager' | 'owner') =>
  setEmployee({ _id: '0b6c7c1e-3f7a-4d0e-9a57-7a6d3f7c2b10', name: 'Amina Yusuf', email: 'amina@example.com', level, token: `token-${level}-abcdefghijklmnopqrstu` });

const renderPage = () =>
  render(
    <MemoryRouter>
      <RequirePermission permission="audit.read">
        <h1>Audit log</h1>
      </RequirePermission>
    </MemoryRouter>,
  );

afterEach(() => clearSession());

it('shows the page to a level that has the permission', () => {
  signInAs('manager');
  renderPage();
  expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
});

it('tells any other level it has no access, with a way back to the dashboard', () => {
  signInAs('agent');
  renderPage();
  expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/main/dashboard');
  expect(document.title).toMatch(/^You don't have access to this page/);
});
