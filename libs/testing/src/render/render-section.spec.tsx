import { useOrderCounts } from '@shopdesk/api-client';
import { api } from '@shopdesk/contracts';
import { useEmployee } from '@shopdesk/session';
import { NARROW_QUERY, theme, toast, useMediaQuery } from '@shopdesk/ui-kit';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { fakeApi } from '../fake-api/install';
import { testEmployee } from '../fixtures';
import { renderSection } from './render-section';

/** A small section: who is signed in, the theme, the screen, the order counts and links. */
function Section() {
  const employee = useEmployee();
  const counts = useOrderCounts();
  return (
    <>
      <p>{employee ? `signed in as ${employee.name}` : 'signed out'}</p>
      <p>{useTheme() === theme ? 'themed' : 'not themed'}</p>
      <p>{useMediaQuery(NARROW_QUERY) ? 'narrow screen' : 'wide screen'}</p>
      {counts.data && <p>{`${counts.data.pending} pending`}</p>}
      <Routes>
        <Route path="first" element={<Link to="../second?page=2">Next</Link>} />
        <Route path="second" element={<Link to="/elsewhere">Leave</Link>} />
      </Routes>
    </>
  );
}

const counts = { orders: [{ orderStatus: 'pending' as const, count: 4 }] };

describe('renderSection', () => {
  it('mounts the section at its mount path, with the router at the URL, and follows navigation', async () => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, counts);
    const { user, location } = renderSection(<Section />, { at: '/main/orders/first', mountPath: '/main/orders' });

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/main/orders/second?page=2');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(location()).toBe('/elsewhere');
    expect(screen.queryByText(/signed in as/)).not.toBeInTheDocument();
  });

  it('signs in a test employee, whose token the fake API sees, and gives the real providers', async () => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, counts);
    const employee = testEmployee({ name: 'Layla Mansour' });
    renderSection(<Section />, { at: '/main/orders/first', mountPath: '/main/orders', employee });

    expect(screen.getByText('signed in as Layla Mansour')).toBeInTheDocument();
    expect(screen.getByText('themed')).toBeInTheDocument();
    expect(await screen.findByText('4 pending')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.getAllOrdersCountByStatus)?.headers['authorization']).toBe(`Bearer ${employee.token}`);
    act(() => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('signs nobody in when asked, and a 401 sends the page to the login screen inside the router', async () => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, counts);
    const { location } = renderSection(<Section />, { at: '/main/orders/first', mountPath: '/main/orders', employee: null });
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(fakeApi.lastCall(api.orders.getAllOrdersCountByStatus)?.headers['authorization']).toBeUndefined();
  });

  it.each([
    ['narrow', 'narrow screen'],
    ['wide', 'wide screen'],
  ] as const)('shows the section on a %s screen', (size, text) => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, counts);
    renderSection(<Section />, { at: '/main/orders/first', mountPath: '/main/orders', screen: size });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
