import { api } from '@shopdesk/contracts';
import { firstStartBanner } from '../../src/seed/banner';
import { seedOnFirstStart } from '../../src/seed';
import { setupTestApp } from '../helpers/test-app';
import { raceTitle } from '../helpers/postgres-only';

describe('without ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const t = setupTestApp({ SEED_DEMO_DATA: 'false' });

  it('creates admin@shopdesk.local with a generated password shown once in the banner', async () => {
    const result = await seedOnFirstStart({ config: t.config, db: t.db, storage: t.app.storage, cipher: t.app.cipher });
    const password = result.admin?.generatedPassword as string;
    expect(result).toEqual({ seeded: true, admin: { email: 'admin@shopdesk.local', generatedPassword: expect.any(String) }, demo: undefined });
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const banner = firstStartBanner(result, 'http://localhost:3000') as string;
    expect(banner).toContain('URL:      http://localhost:3000/auth/login');
    expect(banner).toContain('E-mail:   admin@shopdesk.local');
    expect(banner).toContain(`Password: ${password}`);
    expect(banner).toContain('shown only once');
    expect(firstStartBanner({ seeded: false }, 'http://localhost:3000')).toBeNull();

    const login = await t.call(null, api.auth.login, { body: { email: 'admin@shopdesk.local', password } });
    expect(login.statusCode).toBe(200);
    const audit = await t.db.query('SELECT action, after FROM audit_log WHERE entity_id = $1', [login.json().data._id]);
    expect(audit.rows).toEqual([{ action: 'seed.first_start', after: { email: 'admin@shopdesk.local', demoData: null } }]);
  });

  it('loads no demo data when SEED_DEMO_DATA is false', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM services)::int + (SELECT count(*) FROM orders)::int + (SELECT count(*) FROM service_setup_guides)::int AS n',
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('two instances starting together', () => {
  const t = setupTestApp({ ADMIN_EMAIL: 'race@shopdesk.test' });

  it(raceTitle('seed once, and the loser leaves no pictures behind'), async () => {
    const deps = { config: t.config, db: t.db, storage: t.app.storage, cipher: t.app.cipher };
    const results = await Promise.all([seedOnFirstStart(deps), seedOnFirstStart(deps)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const employees = await t.db.query('SELECT email FROM employees');
    expect(employees.rows).toEqual([{ email: 'race@shopdesk.test' }]);
    const referenced = await t.db.query<{ n: number }>(
      'SELECT ((SELECT count(*) FROM services) + (SELECT count(*) FROM service_setup_guides))::int AS n',
    );
    expect(await t.storedKeys()).toHaveLength(referenced.rows[0].n);
  });
});
