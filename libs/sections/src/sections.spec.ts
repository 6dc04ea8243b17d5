import { ROUTES_MODULE, SECTION_KEYS, SECTIONS } from './sections';

const sections = SECTION_KEYS.map((key) => SECTIONS[key]);
const distinct = (values: unknown[]) => new Set(values).size === values.length;

describe('SECTIONS', () => {
  it('holds one entry per key, under its own key', () => {
    expect(Object.keys(SECTIONS).sort()).toEqual([...SECTION_KEYS].sort());
    for (const key of SECTION_KEYS) expect(SECTIONS[key].key).toBe(key);
  });

  it('gives every remote a federation name that is a JS identifier (the global of remoteEntry.js)', () => {
    for (const { federationName } of sections) expect(federationName).toMatch(/^[A-Za-z_$][\w$]*$/);
  });

  it('never gives two sections the same project, federation name, title, mount path or dev port', () => {
    for (const field of ['project', 'federationName', 'title', 'mountPath', 'devPort'] as const) {
      expect(distinct(sections.map((section) => section[field]))).toBe(true);
    }
  });

  it('mounts each section at an absolute path without a trailing slash, none inside another', () => {
    for (const { mountPath } of sections) {
      expect(mountPath).toMatch(/^(\/[A-Za-z0-9-]+)+$/);
      const nested = sections.filter((other) => other.mountPath.startsWith(`${mountPath}/`));
      expect(nested).toEqual([]);
    }
  });

  it("puts each dashboard inside its section's mount path", () => {
    for (const { mountPath, dashboardPath } of sections) {
      if (dashboardPath !== undefined) expect(dashboardPath.startsWith(`${mountPath}/`)).toBe(true);
    }
  });

  it('has every remote expose its routes, and no module twice', () => {
    for (const { exposes } of sections) {
      expect(exposes).toContain(ROUTES_MODULE);
      expect(distinct([...exposes])).toBe(true);
    }
  });
});
