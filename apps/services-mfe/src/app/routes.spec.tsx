import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeService, renderSection } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import { serveCredentials } from '../features/service-credentials/testing/credentials-screen';
import { serveSetupGuides } from '../features/setup-guides/testing/setup-guides-screen';
import { serveServices } from '../testing/serve-services';
import ServicesRoutes from './routes';

const renderAt = (at: string) => renderSection(<ServicesRoutes />, { at, mountPath: SECTIONS.services.mountPath });

describe('the Services section routes', () => {
  it('goes from the section root to its hub', async () => {
    const { location } = renderAt('/main/services');
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(location()).toBe('/main/services/dashboard');
  });

  it('shows the services list of the URL type', async () => {
    serveServices([makeService({ name: 'Gold Card', type: 'dollar-card' })]);
    renderAt('/main/services/service?type=dollarCard');
    expect(screen.getByRole('heading', { name: 'Dollar Card' })).toBeInTheDocument();
    expect(await screen.findByText('Gold Card')).toBeInTheDocument();
  });

  it('says the type is unknown instead of showing an empty table, and links to both lists', async () => {
    const { user, location } = renderAt('/main/services/service?type=giftCard');
    expect(screen.getByRole('heading', { name: 'Unknown service type "giftCard"' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['VPN', '/main/services/service?type=vpn'],
      ['Dollar Card', '/main/services/service?type=dollarCard'],
    ]);

    serveServices([]);
    await user.click(screen.getByRole('link', { name: 'VPN' }));
    expect(location()).toBe('/main/services/service?type=vpn');
    expect(await screen.findByRole('table', { name: 'VPN' })).toBeInTheDocument();
  });

  it('says so when the URL has no type', () => {
    renderAt('/main/services/service');
    expect(screen.getByRole('heading', { name: 'No service type given' })).toBeInTheDocument();
  });

  it('says a page is not found for any other path, with a way back to the hub', async () => {
    const { user, location } = renderAt('/main/services/nowhere/deeper');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the services hub' }));
    expect(location()).toBe('/main/services/dashboard');
  });
});

describe('page titles', () => {
  it.each([
    ['/main/services/dashboard', 'Services · Shopdesk'],
    ['/main/services/service?type=vpn', 'VPN · Shopdesk'],
    ['/main/services/service?type=dollarCard', 'Dollar Card · Shopdesk'],
    ['/main/services/serviceSetupGuides?type=vpn', 'VPN Setup Guide · Shopdesk'],
    ['/main/services/serviceSetupGuides?type=dollarCard', 'Dollar Card Setup Guide · Shopdesk'],
    ['/main/services/serviceCredentials/0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d', 'Service Credentials · Shopdesk'],
    ['/main/services/nowhere', 'Page not found · Shopdesk'],
  ])('%s is titled %s', async (at, title) => {
    document.title = '';
    serveServices([]);
    serveSetupGuides([]);
    serveCredentials([]);
    renderAt(at);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
