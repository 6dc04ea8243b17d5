import { SECTIONS } from '@shopdesk/sections';
import { sectionRoutePath, sectionsUnder } from './section-routes';

describe('sectionRoutePath', () => {
  it("is the section's mount path relative to its parent route, with its subtree", () => {
    expect(sectionRoutePath(SECTIONS.orders, '/main')).toBe('orders/*');
    expect(sectionRoutePath(SECTIONS.auth, '/')).toBe('auth/*');
  });

  it('refuses a parent the section is not mounted under', () => {
    expect(() => sectionRoutePath(SECTIONS.auth, '/main')).toThrow('The auth section is mounted at /auth, not under /main');
    expect(() => sectionRoutePath(SECTIONS.orders, '/main/ord')).toThrow('not under /main/ord');
  });
});

describe('sectionsUnder', () => {
  it('finds the sections behind the sign-in, not the sign-in itself', () => {
    expect(sectionsUnder('/main').map((section) => section.key)).toEqual(['orders', 'services', 'users']);
  });
});
