import { api } from '@shopdesk/contracts';
import { AUDIT_EXPORT_MAX_ROWS } from '../../src/routes/audit-log/export-audit-log';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const owner = setupEmployee(t, { name: 'Noura Owner', level: 'owner' });

const exportLog = (filters: object, search?: string) =>
  t.call(owner, api.auditLog.exportAuditLog, { query: { filters: JSON.stringify(filters), ...(search ? { search } : {}) }, ip: '198.51.100.9' });

beforeAll(async () => {
  await t.db.query(
    `INSERT INTO audit_log (actor_id, action, entity, before, after, ip, created_at) VALUES
       ($1, 'service.update', 'service', '{"name":"Old"}', '{"name":"=cmd|'' /C calc''!A0"}', '198.51.100.1', '2026-05-02T10:00:00Z'),
       ($1, 'order.complete', 'order', NULL, '{"name":"نورة"}', '198.51.100.1', '2026-05-01T10:00:00Z')`,
    [owner.id],
  );
});

it('answers the filtered rows as a CSV file: UTF-8 with BOM, newest first, labels people read, formula-safe cells', async () => {
  const res = await exportLog({ employee: owner.id, from: '2026-05-01T00:00:00Z', to: '2026-05-03T00:00:00Z' });

  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(res.headers['cache-control']).toBe('no-store');
  const lines = res.body.split('\r\n');
  expect(lines[0]).toBe('\uFEFFWhen,Employee,Action,Record type,Record,Address,Before,After');
  // A JSON cell starts with "{", so a formula inside it stays text; its quotes are doubled.
  expect(lines[1]).toBe(`2026-05-02T10:00:00.000Z,Noura Owner,Edited a service,Service,,198.51.100.1,"{""name"":""Old""}","{""name"":""=cmd|' /C calc'!A0""}"`);
  expect(lines[2]).toBe('2026-05-01T10:00:00.000Z,Noura Owner,Completed an order,Order,,198.51.100.1,,"{""name"":""نورة""}"');
  expect(lines).toHaveLength(4);
});

it("writes a cell that would start a formula (an employee's name) as text", async () => {
  const sly = await t.createEmployee({ name: '=2+3' });
  await t.db.query("INSERT INTO audit_log (actor_id, action, entity, created_at) VALUES ($1, 'auth.logout', 'session', '2026-06-01T00:00:00Z')", [sly.id]);
  const res = await exportLog({ employee: sly.id });
  expect(res.body.split('\r\n')[1]).toBe(`2026-06-01T00:00:00.000Z,"'=2+3",Signed out,Session,,,,`);
});

it('is itself recorded, with the filter and the row count', async () => {
  await exportLog({ action: 'order.complete' }, 'نورة');
  const { rows } = await t.db.query("SELECT actor_id, entity, after, ip FROM audit_log WHERE action = 'audit.export' ORDER BY created_at DESC LIMIT 1");
  expect(rows[0]).toEqual({
    actor_id: owner.id,
    entity: 'audit_log',
    after: { search: 'نورة', filters: { action: 'order.complete' }, rows: 1 },
    ip: '198.51.100.9',
  });
});

it(`refuses more than ${AUDIT_EXPORT_MAX_ROWS} rows with 422, rather than a file cut short`, async () => {
  await t.db.query(
    `INSERT INTO audit_log (action, entity, created_at) SELECT 'auth.login', 'session', timestamptz '2025-01-01' + make_interval(secs => n) FROM generate_series(1, $1) n`,
    [AUDIT_EXPORT_MAX_ROWS + 1],
  );
  const res = await exportLog({ action: 'auth.login' });
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe('The filter matches more than 50,000 rows: narrow it (a date range, an employee) to export');
  expect((await exportLog({ action: 'auth.login', to: '2025-01-01T00:01:00Z' })).statusCode).toBe(200);
});
