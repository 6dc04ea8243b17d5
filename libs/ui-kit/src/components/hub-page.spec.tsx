import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { routerWrapper } from '../testing/router';
import { HubPage } from './hub-page';

const renderInRouter = (ui: ReactElement) => render(ui, { wrapper: routerWrapper('/main/users/dashboard').wrapper });

describe('HubPage', () => {
  it('is a region named by its heading, with a link card per card in order', () => {
    renderInRouter(
      <HubPage
        title="Users"
        cards={[
          { title: 'Employees', to: '/main/users/allEmployees', description: 'Everyone who can sign in' },
          { title: 'Employee Invites', to: '/main/users/employeeInvites' },
        ]}
      />,
    );
    const page = screen.getByRole('region', { name: 'Users' });
    expect(within(page).getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(within(page).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['EmployeesEveryone who can sign in', '/main/users/allEmployees'],
      ['Employee Invites', '/main/users/employeeInvites'],
    ]);
  });

  it('shows content of its own under the heading', () => {
    renderInRouter(
      <HubPage title="Orders">
        <p>Loading order counts</p>
      </HubPage>,
    );
    const page = screen.getByRole('region', { name: 'Orders' });
    expect(within(page).getByText('Loading order counts')).toBeInTheDocument();
    expect(within(page).queryByRole('link')).not.toBeInTheDocument();
  });
});
