import { api, type AuditEntry } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const manager = setupEmployee(t, { name: 'Mona Manager', level: 'manager' });
const agent = setupEmployee(t, { name: 'Adel Agent', level: 'agent' });

const orderId = randomUUID();
const serviceId = randomUUID();

/** Rows written straight in SQL at known times, so the filters have something to tell apart. */
beforeAll(async () => {
  await t.db.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip, created_at) VALUES
       ($1, 'order.complete', 'order', $3, '{"orderStatus":"pending"}', '{"orderStatus":"completed"}', '198.51.100.1', '2026-05-01T10:00:00Z'),
       ($1, 'service.update', 'service', $4, '{"name":"Old VPN"}', '{"name":"Fast VPN"}', '198.51.100.1', '2026-05-02T10:00:00Z'),
       ($2, 'service.update', 'service', $4, '{"name":"Fast VPN"}', '{"name":"=HYPERLINK(\\"x\\")"}', '203.0.113.7', '2026-05-03T10:00:00Z'),
       (NULL, 'order.create', 'order', $3, NULL, '{"email":"buyer@example.com"}', '192.0.2.50', '2026-04-30T10:00:00Z')`,
    [agent.id, manager.id, orderId, serviceId],
  );
});

const list = async (filters: object = {}, search?: string) => {
  const res = await t.call(manager, api.auditLog.getAuditLogWithQuery, {
    query: { filters: JSON.stringify({ from: '2026-04-01T00:00:00Z', to: '2026-06-01T00:00:00Z', ...filters }), ...(search ? { search } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { documents: AuditEntry[]; totalItems: number; totalIsLowerBound?: boolean };
};
const actions = (page: { documents: AuditEntry[] }) => page.documents.map((row) => `${row.action}@${row.createdAt.slice(0, 10)}`);

it('lists newest first with who, what, which record, from where, before and after', async () => {
  const page = await list();
  expect(actions(page)).toEqual(['service.update@2026-05-03', 'service.update@2026-05-02', 'order.complete@2026-05-01', 'order.create@2026-04-30']);
  expect(page.totalItems).toBe(4);
  expect(page.documents[2]).toEqual({
    _id: expect.any(String),
    action: 'order.complete',
    entity: 'order',
    entityId: orderId,
    actor: { _id: agent.id, name: 'Adel Agent' },
    ip: '198.51.100.1',
    before: { orderStatus: 'pending' },
    after: { orderStatus: 'completed' },
    createdAt: '2026-05-01T10:00:00.000Z',
  });
  expect(page.documents[3].actor).toBeNull();
});

it.each([
  ['an employee', () => ({ employee: agent.id }), ['service.update@2026-05-02', 'order.complete@2026-05-01']],
  ['an action', () => ({ action: 'order.create' }), ['order.create@2026-04-30']],
  ['a record type', () => ({ entity: 'service' }), ['service.update@2026-05-03', 'service.update@2026-05-02']],
  ['one record (its History tab)', () => ({ entity: 'order', entityId: orderId }), ['order.complete@2026-05-01', 'order.create@2026-04-30']],
  ['a time range, from inclusive and to exclusive', () => ({ from: '2026-05-01T10:00:00Z', to: '2026-05-03T10:00:00Z' }), ['service.update@2026-05-02', 'order.complete@2026-05-01']],
])('filters by %s', async (_what, filters, expected) => {
  expect(actions(await list(filters()))).toEqual(expected);
});

it.each([
  ['the address', '203.0.113', ['service.update@2026-05-03']],
  ['what changed', 'old vpn', ['service.update@2026-05-02']],
  ['a whole record id', orderId, ['order.complete@2026-05-01', 'order.create@2026-04-30']],
])('searches in %s', async (_what, search, expected) => {
  expect(actions(await list({}, search))).toEqual(expected);
});

it('refuses an unknown action, record type or a date that is not one, naming the field', async () => {
  for (const filters of [{ action: 'order.explode' }, { entity: 'planet' }, { from: 'yesterday' }]) {
    const res = await t.call(manager, api.auditLog.getAuditLogWithQuery, { query: { filters: JSON.stringify(filters) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(Object.keys(filters)[0]));
  }
});

it('counts at most 10,000 rows and says the total is a lower bound', async () => {
  await t.db.query(
    `INSERT INTO audit_log (action, entity, created_at) SELECT 'auth.login', 'session', timestamptz '2025-01-01' + make_interval(secs => n) FROM generate_series(1, 10005) n`,
  );
  const res = await t.call(manager, api.auditLog.getAuditLogWithQuery, { query: { currentPage: 3 } });
  expect(res.json().data).toMatchObject({ totalItems: 10000, totalIsLowerBound: true, totalPages: 500 });
  expect(res.json().data.documents).toHaveLength(20);
});
