import { allSections, exposesModule, isSectionKey, remoteModuleId, sectionsExposing } from './lookups';
import { ROUTES_MODULE, SECTIONS, SUMMARY_MODULE } from './sections';

describe('isSectionKey', () => {
  it.each(['auth', 'orders', 'services', 'users'])('knows %s', (key) => expect(isSectionKey(key)).toBe(true));

  it.each(['order', 'Orders', 'orders-mfe', 'orders_mfe', '', 'toString'])('refuses %p', (value) => {
    expect(isSectionKey(value)).toBe(false);
  });
});

describe('allSections', () => {
  it('lists every section in key order', () => {
    expect(allSections().map((section) => section.key)).toEqual(['auth', 'orders', 'services', 'users']);
  });
});

describe('exposesModule and sectionsExposing', () => {
  it('finds every section by its routes', () => {
    expect(sectionsExposing(ROUTES_MODULE)).toEqual(allSections());
  });

  it('finds only the sections that expose a summary', () => {
    const withSummary = sectionsExposing(SUMMARY_MODULE);
    expect(withSummary.length).toBeGreaterThan(0);
    for (const section of allSections()) {
      expect(withSummary.includes(section)).toBe(section.exposes.includes(SUMMARY_MODULE));
      expect(exposesModule(section, SUMMARY_MODULE)).toBe(section.exposes.includes(SUMMARY_MODULE));
    }
  });
});

describe('remoteModuleId', () => {
  it("is the container name and the module's name, as loadRemote takes them", () => {
    expect(remoteModuleId(SECTIONS.orders, SUMMARY_MODULE)).toBe('orders_mfe/Summary');
    expect(remoteModuleId(SECTIONS.auth, ROUTES_MODULE)).toBe('auth_mfe/Routes');
  });
});
