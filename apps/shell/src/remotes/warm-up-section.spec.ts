import { ROUTES_MODULE } from '@shopdesk/sections';
import { sectionAt, warmUpSectionAt } from './warm-up-section';

describe('warmUpSectionAt', () => {
  it("loads the routes of the section the page opens on, and nothing on the shell's own pages", () => {
    const loader = { load: jest.fn().mockResolvedValue({ default: () => null }) };
    warmUpSectionAt('/main/orders/orderByStatus', loader);
    warmUpSectionAt('/auth/login', loader);
    warmUpSectionAt('/main/dashboard', loader);
    warmUpSectionAt('/main/ordersx', loader);
    expect(loader.load.mock.calls).toEqual([
      ['orders', ROUTES_MODULE],
      ['auth', ROUTES_MODULE],
    ]);
  });

  it('leaves a failure to the section to show', () => {
    const loader = { load: jest.fn().mockRejectedValue(new Error('down')) };
    expect(() => warmUpSectionAt('/main/users', loader)).not.toThrow();
    expect(loader.load).toHaveBeenCalledWith('users', ROUTES_MODULE);
  });

  it('finds the section at its mount path and below it, not at a longer name', () => {
    expect([sectionAt('/main/services')?.key, sectionAt('/main/services/vpn')?.key, sectionAt('/main/servicesx')]).toEqual(['services', 'services', undefined]);
  });
});
