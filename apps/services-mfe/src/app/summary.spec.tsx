import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import { fakeApi, listPage, makeCredential, makeService, renderSection } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { serveServices } from '../features/services/testing/serve-services';
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

const serveCredentials = (credentials: readonly ServiceCredentialSummary[]) =>
  fakeApi.on(api.serviceCredentials.getServiceCredentialWithQuery, (request) => listPage(request, credentials, { searchIn: ['userId'] }));

describe('the Services summary', () => {
  beforeEach(() => serveCredentials([]));

  it('counts the credentials still to hand out: active and unused, across services', async () => {
    const vpn = makeService({ type: 'vpn' });
    const card = makeService({ type: 'dollar-card' });
    serveServices([vpn, card]);
    serveCredentials([
      makeCredential(vpn),
      makeCredential(card),
      makeCredential(vpn, { isUsed: true }),
      makeCredential(vpn, { isActive: false }),
    ]);
    renderOnShellDashboard();

    expect(await screen.findByRole('link', { name: /^Available credentials/ })).toHaveTextContent('2 ready to hand out');
    expect(fakeApi.lastCall(api.serviceCredentials.getServiceCredentialWithQuery)?.query).toMatchObject({
      limit: 1,
      filters: { isActive: true, isUsed: false },
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
    expect(fakeApi.callsTo(api.services.getServiceWithQuery).map((call) => call.query.limit)).toEqual([1, 1]);
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
    fakeApi.fail(api.services.getServiceWithQuery, 500, 'Database unavailable');
    const { user } = renderOnShellDashboard();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    serveServices([makeService({ type: 'vpn' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^VPN/ })).toHaveTextContent('1 active service');
  });
});
