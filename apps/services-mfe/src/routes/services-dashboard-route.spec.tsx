import { SECTIONS } from '@shopdesk/sections';
import { renderSection, testEmployee } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import ServicesRoutes from '../app/routes';
import { serveServices } from '../testing/serve-services';

describe('the services hub', () => {
  it('has four cards: the services of each type, then the setup guides of each type', () => {
    renderSection(<ServicesRoutes />, { at: '/main/services/dashboard', mountPath: SECTIONS.services.mountPath });
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/main/services/service?type=vpn',
      '/main/services/service?type=dollarCard',
      '/main/services/serviceSetupGuides?type=vpn',
      '/main/services/serviceSetupGuides?type=dollarCard',
    ]);
    expect(screen.getByRole('link', { name: /^VPN(?! Setup)/ })).toHaveAttribute('href', '/main/services/service?type=vpn');
    expect(screen.getByRole('link', { name: /^Dollar Card(?! Setup)/ })).toHaveAttribute('href', '/main/services/service?type=dollarCard');
    expect(screen.getByRole('link', { name: /^VPN Setup Guide/ })).toHaveAttribute('href', '/main/services/serviceSetupGuides?type=vpn');
    expect(screen.getByRole('link', { name: /^Dollar Card Setup Guide/ })).toHaveAttribute('href', '/main/services/serviceSetupGuides?type=dollarCard');
  });

  it('leads to the list of the card', async () => {
    serveServices([]);
    const { user, location } = renderSection(<ServicesRoutes />, { at: '/main/services/dashboard', mountPath: SECTIONS.services.mountPath });
    await user.click(screen.getByRole('link', { name: /^Dollar Card(?! Setup)/ }));
    expect(location()).toBe('/main/services/service?type=dollarCard');
    expect(await screen.findByRole('table', { name: 'Dollar Card' })).toBeInTheDocument();
  });
  it('shows an agent the same four cards: each leads to a list', () => {
    renderSection(<ServicesRoutes />, {
      at: '/main/services/dashboard',
      mountPath: SECTIONS.services.mountPath,
      employee: testEmployee({ level: 'agent' }),
    });
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});
