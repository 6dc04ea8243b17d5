import { paletteGroups, screensFor } from './palette-options';

describe('the palette’s screens', () => {
  it('are found by every word typed, in the title or the keywords, titles that start with it first', () => {
    expect(screensFor('orders', 'owner').map((screen) => screen.title)).toEqual(['Orders dashboard', 'Pending orders', 'Completed orders', 'Cancelled orders']);
    expect(screensFor('queue', 'agent').map((screen) => screen.title)).toEqual(['Pending orders']);
    expect(screensFor('vpn guides', 'agent').map((screen) => screen.title)).toEqual(['VPN setup guides']);
  });

  it('are only those the level may open', () => {
    expect(screensFor('audit', 'agent')).toEqual([]);
    expect(screensFor('audit', 'manager').map((screen) => screen.title)).toEqual(['Audit log']);
    expect(screensFor('security', 'manager')).toEqual([]);
    expect(screensFor('', 'owner').length).toBeGreaterThan(screensFor('', 'agent').length);
  });
});

describe('the palette’s groups', () => {
  it('lead each find to its screen, and leave empty groups out', () => {
    const groups = paletteGroups('lina', {
      orders: [],
      customers: [{ email: 'Lina+vip@example.com', name: 'Lina Haddad', lastOrderAt: '2026-11-20T10:00:00.000Z' }],
      services: [{ _id: 's1', name: 'Lina VPN', type: 'dollar-card', isActive: false }],
      employees: [{ _id: 'e1', name: 'Lina Agent', email: 'lina@shopdesk.test', level: 'agent', isActive: false }],
    }, 'agent');
    expect(groups.map((group) => group.title)).toEqual(['Customers', 'Services', 'Employees']);
    expect(groups[0].options[0].to).toBe('/main/orders/customer?email=Lina%2Bvip%40example.com');
    expect(groups[1].options[0]).toMatchObject({ detail: 'Dollar Card · Archived', to: '/main/services/serviceCredentials/s1' });
    expect(groups[2].options[0]).toMatchObject({ detail: 'lina@shopdesk.test · Agent · Archived', to: '/main/users/employees/allEmployees?search=lina%40shopdesk.test&isActive=false' });
  });
});
