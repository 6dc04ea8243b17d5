import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, listPage, makeCredential, makeService, renderSection } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { serveServiceCredentials as serveCredentials } from '../testing/serve-credentials';
import { serveServices } from '../testing/serve-services';
import ServicesRoutes from './routes';
import ServicesSummary from './summary';

/** The summary where the shell shows it, /main/dashboard, beside the section where the shell mounts it. */
const renderOnShellDashboard = () =>
  renderSection(
    <Routes>
      <Route path="/main/dashboard" element={<ServicesSummary />} />
      <Route path={`${SECTIONS.services.mountPath}/*`} element={<ServicesRoutes />} />
    </Routes>,
    { at: '/main/dashboard', mountPath: '' },
  );

describe('the Services summary', () => {
  beforeEach(() => serveCredentials([]));

  it('counts the credentials still to hand out: active, unused and not bad, across services', async () => {
    const vpn = makeService({ type: 'vpn' });
    const card = makeService({ type: 'dollar-card' });
    serveServices([vpn, card]);
    serveCredentials([
      makeCredential(vpn),
      makeCredential(card),
      makeCredential(vpn, { isUsed: true }),
      makeCredential(vpn, { isActive: false }),
      makeCredential(vpn, { isBad: true }),
    ]);
    renderOnShellDashboard();

    expect(await screen.findByRole('link', { name: /^Available credentials/ })).toHaveTextContent('2 ready to hand out');
    expect(fakeApi.lastCall(api.serviceCredentials.getServiceCredentialWithQuery)?.query).toMatchObject({
      limit: 1,
      filters: { isActive: true, isUsed: false, isBad: false },
    });
  });

  it('counts the active services of each type, with a one-row page each', async () => {
    serveServices([
      makeService({ type: 'vpn' }),
      makeService({ type: 'vpn' }),
      makeService({ type: 'vpn', isActive: false }),
      makeService({ type: 'dollar-card' }),
    ]);
    renderOnShellDashboard();

    expect(await screen.findByRole('link', { name: /^VPN/ })).toHaveTextContent('2 active services');
    expect(screen.getByRole('link', { name: /^Dollar Card/ })).toHaveTextContent('1 active service');
    const countCalls = fakeApi.callsTo(api.services.getServiceWithQuery).filter((call) => call.query.filters?.type);
    expect(countCalls.map((call) => call.query.limit)).toEqual([1, 1]);
  });

  it('says when a type has no active service', async () => {
    serveServices([makeService({ type: 'vpn' })]);
    renderOnShellDashboard();
    expect(await screen.findByRole('link', { name: /^Dollar Card/ })).toHaveTextContent('No active services');
  });

  it("leads from outside the section to each type's list", async () => {
    serveServices([makeService({ name: 'Gold Card', type: 'dollar-card' })]);
    const { user, location } = renderOnShellDashboard();
    const card = await screen.findByRole('link', { name: /^Dollar Card/ });
    expect(card).toHaveAttribute('href', '/main/services/service?type=dollarCard');
    await user.click(card);
    expect(location()).toBe('/main/services/service?type=dollarCard');
    expect(await screen.findByText('Gold Card')).toBeInTheDocument();
  });

  it('says when the counts cannot load, and retries', async () => {
    serveServices([]);
    fakeApi.on(api.services.getServiceWithQuery, (request) =>
      request.query.filters?.type ? failure(500, 'Database unavailable') : listPage(request, [], { searchIn: ['name'] }),
    );
    const { user } = renderOnShellDashboard();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    serveServices([makeService({ type: 'vpn' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^VPN/ })).toHaveTextContent('1 active service');
  });
});

describe('the Low stock list', () => {
  beforeEach(() => serveCredentials([]));

  const lowStockList = async () => {
    const card = screen.getByRole('region', { name: 'Low stock' });
    await waitFor(() => expect(within(card).queryByRole('status')).not.toBeInTheDocument());
    return card;
  };

  it('lists the active services running low with their available credentials, each leading to its credentials', async () => {
    const falcon = makeService({ name: 'Falcon VPN', stock: { available: 2, low: true } });
    serveServices([
      falcon,
      makeService({ name: 'Gold Card', type: 'dollar-card', delivery: 'stock', stock: { available: 0, low: true } }),
      makeService({ name: 'Owl VPN', stock: { available: 40, low: false } }),
      makeService({ name: 'Old VPN', isActive: false, stock: { available: 1, low: true } }),
      makeService({ name: 'Hand Card', type: 'dollar-card' }),
    ]);
    const { user, location } = renderOnShellDashboard();

    const card = await lowStockList();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Falcon VPN2 available', 'Gold Card0 available']);
    const asked = fakeApi.callsTo(api.services.getServiceWithQuery).find((call) => call.query.filters?.lowStock);
    expect(asked?.query).toMatchObject({ limit: 5, filters: { lowStock: true, isActive: true } });

    await user.click(within(card).getByRole('link', { name: 'Falcon VPN' }));
    expect(location()).toBe(`/main/services/serviceCredentials/${falcon._id}`);
  });

  it('shows the first 5 and says how many more there are', async () => {
    serveServices(Array.from({ length: 7 }, (_, n) => makeService({ name: `Low ${n + 1}`, stock: { available: n, low: true } })));
    renderOnShellDashboard();
    const card = await lowStockList();
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getByText('and 2 more')).toBeInTheDocument();
  });

  it('says when no service is low on stock', async () => {
    serveServices([makeService({ name: 'Owl VPN' })]);
    renderOnShellDashboard();
    expect(within(await lowStockList()).getByText('No service is low on stock')).toBeInTheDocument();
  });

  it('says when the list cannot load, and retries', async () => {
    serveServices([makeService({ name: 'Falcon VPN', stock: { available: 1, low: true } })]);
    fakeApi.on(api.services.getServiceWithQuery, (request) =>
      request.query.filters?.lowStock ? failure(500, 'Database unavailable') : listPage(request, [], { searchIn: ['name'] }),
    );
    const { user } = renderOnShellDashboard();
    const card = await lowStockList();
    expect(within(card).getByText('Database unavailable')).toBeInTheDocument();

    serveServices([makeService({ name: 'Falcon VPN', stock: { available: 1, low: true } })]);
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('1 available')).toBeInTheDocument();
  });
});
