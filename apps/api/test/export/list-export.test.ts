import { api, EXPORT_COLUMNS, type CallDef } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { EXPORT_BATCH_ROWS } from '../../src/lib/csv-stream';
import { insertOrder, insertService, insertSetupGuide } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t, { level: 'manager', name: 'Export Manager' });

const BOM = '\uFEFF';
/** The file's lines, the BOM and the last CRLF taken off. */
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n');
const ordersFile = (query: Record<string, string> = {}) => t.call(me, api.orders.exportOrders, { query });

describe("exporting a list's rows as CSV", () => {
  it('answers a CSV file in UTF-8 with BOM, named by the list and the day, with the columns the contract names', async () => {
    const tag = `exp${randomUUID().slice(0, 6)}`;
    const id = await insertOrder(t.db, { name: `${tag} Lina Haddad`, email: 'lina@example.com', totalCents: 1999, transactionId: 'TX-1', phone: '+971 50 123' });

    const res = await ordersFile({ search: tag });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(BOM)).toBe(true);
    const [header, row, ...rest] = linesOf(res.body);
    expect(header).toBe(EXPORT_COLUMNS.orders.join(','));
    expect(rest).toEqual([]);
    expect(row.split(',').slice(0, 1)).toEqual([id]);
    // A leading + starts a formula in a spreadsheet: the phone number goes as text.
    expect(row).toContain(`,pending,${tag} Lina Haddad,lina@example.com,"'+971 50 123",19.99,TX-1,card,,0`);
  });

  it("keeps the list's search, filters and sort: every matching row, in that order", async () => {
    const tag = `exs${randomUUID().slice(0, 6)}`;
    await insertOrder(t.db, { name: `${tag} B`, totalCents: 300 });
    await insertOrder(t.db, { name: `${tag} A`, totalCents: 100 });
    await insertOrder(t.db, { name: `${tag} C`, totalCents: 200 });
    await insertOrder(t.db, { name: `${tag} Done`, totalCents: 50, status: 'completed' });

    const res = await ordersFile({ search: tag, filters: JSON.stringify({ orderStatus: 'pending' }), sort: '-total' });

    const names = linesOf(res.body).slice(1).map((line) => line.split(',')[3]);
    expect(names).toEqual([`${tag} B`, `${tag} C`, `${tag} A`]);
  });

  it('makes a cell that a spreadsheet would run as a formula plain text', async () => {
    const tag = `exf${randomUUID().slice(0, 6)}`;
    await insertOrder(t.db, { name: `=HYPERLINK("http://evil.test","${tag}")`, transactionId: '@SUM(A1)' });
    const res = await ordersFile({ search: tag });
    const [, row] = linesOf(res.body);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""${tag}"")"`);
    expect(row).toContain(`"'@SUM(A1)"`);
  });

  it('reads past one batch of the cursor without losing or repeating a row', async () => {
    const tag = `exb${randomUUID().slice(0, 6)}`;
    const count = EXPORT_BATCH_ROWS * 2 + 1;
    await t.db.query(
      `INSERT INTO orders (name, email, total_cents, order_status, created_at)
       SELECT $1 || ' ' || lpad(i::text, 5, '0'), 'batch@example.com', i, 'pending', now() - make_interval(secs => i) FROM generate_series(1, $2::int) AS i`,
      [tag, count],
    );
    const res = await ordersFile({ search: tag, sort: 'name' });
    const names = linesOf(res.body).slice(1).map((line) => line.split(',')[3]);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    expect(names).toEqual([...names].sort());
  });

  it('audits the export with what was asked, never the rows', async () => {
    const search = `exa${randomUUID().slice(0, 6)}`;
    await ordersFile({ search, sort: 'name' });
    const { rows } = await t.db.query<{ action: string; entity: string; after: unknown }>(
      "SELECT action, entity, after FROM audit_log WHERE actor_id = $1 AND action = 'list.export' ORDER BY created_at DESC LIMIT 1",
      [me.id],
    );
    expect(rows[0]).toEqual({ action: 'list.export', entity: 'order', after: { search, filters: {}, sort: 'name' } });
  });

  it.each([
    ['filters that are not JSON', { filters: '{nope' }],
    ['a filter the list does not take', { filters: JSON.stringify({ colour: 'red' }) }],
    ['a sort the list does not offer', { sort: 'email' }],
  ])('answers 400 to %s before sending anything, and audits nothing', async (_name, query) => {
    const before = await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'list.export'");
    const res = await ordersFile(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const after = await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'list.export'");
    expect(after.rows).toEqual(before.rows);
  });

  it.each<[string, CallDef, readonly string[], () => Promise<unknown>]>([
    ['services', api.services.exportServices, EXPORT_COLUMNS.services, () => insertService(t.db, { name: 'Exported VPN' })],
    ['setup guides', api.serviceSetupGuides.exportServiceSetupGuides, EXPORT_COLUMNS.setupGuides, () => insertSetupGuide(t.db)],
    ['employees', api.employees.exportEmployees, EXPORT_COLUMNS.employees, async () => undefined],
    ['invites', api.employees.exportInvites, EXPORT_COLUMNS.invites, () => t.call(me, api.employees.inviteEmployee, { body: { email: `inv-${randomUUID().slice(0, 6)}@example.com`, level: 'agent' } })],
    ['the watch list', api.watchList.exportWatchList, EXPORT_COLUMNS.watchList, () => t.call(me, api.watchList.addWatchListEntry, { body: { kind: 'email', value: `w-${randomUUID().slice(0, 6)}@example.com`, reason: 'Chargeback' } })],
  ])('exports %s with their columns', async (_name, call, columns, add) => {
    await add();
    const res = await t.call(me, call);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = linesOf(res.body);
    expect(header).toBe(columns.join(','));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toMatch(/password|token/i);
  });
});
