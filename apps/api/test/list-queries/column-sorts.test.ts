import { allCalls, api, sortValues, type CallDef } from '@shopdesk/contracts';
import { insertCredential, insertService, insertSetupGuide, orderIdsInSql } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { testCipher } from '../helpers/test-cipher';

/**
 * Every list sorts by the fields its call names, either way, and refuses the others. A sorted
 * page holds exactly the rows plain ORDER BY ... OFFSET paging gives, ties included, read from
 * the front or (past the middle) from the back.
 */
const t = setupTestApp();
const me = setupEmployee(t, { name: 'Mona Sorter' });

beforeAll(async () => {
  // 240 orders over three statuses: totals from 10 values (many ties), names from 7 (more ties).
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT (ARRAY['Zaid', 'amal', 'Badr', 'Ölmez', 'Chen', 'badr', 'Yara'])[1 + i % 7],
            'sort' || i || '@example.com', 100 * (1 + (i * 7) % 10), (ARRAY['pending', 'completed', 'cancelled'])[1 + i % 3],
            timestamptz '2026-05-01 00:00:00+00' + make_interval(mins => 37 * i)
       FROM generate_series(1, 240) AS i`,
  );
  const services = await Promise.all([3, 1, 2].map((serial, i) => insertService(t.db, { name: ['Nord', 'Atlas', 'Mullvad'][i], serial })));
  for (const userId of ['zed', 'amy', null, 'bob']) await insertCredential(t.db, testCipher, services[0], { userId });
  for (const serial of [4, 2, 9]) await insertSetupGuide(t.db, { serial });
  await t.createEmployee({ name: 'Aisha', email: 'zz@shopdesk.test' });
  await t.db.query(
    `INSERT INTO watch_list_entries (kind, value, reason, expires_at) VALUES
       ('email', 'b@example.com', 'chargeback', now() + interval '2 days'),
       ('domain', 'a.example', 'fraud ring', NULL),
       ('email', 'c@example.com', 'refund abuse', now() + interval '1 day')`,
  );
  await t.db.query(
    `INSERT INTO employee_invites (email, token_hash, expires_at, created_at)
     SELECT 'invitee' || k || '@example.com', sha256(k::text::bytea), now() + interval '1 day', now() - make_interval(mins => k)
       FROM generate_series(1, 3) AS k`,
  );
});

const { list } = listing(t, me, api.orders.getAllOrdersByStatus);

describe('the order list by a column', () => {
  it.each([
    ['total', 'total_cents, id'],
    ['-total', 'total_cents DESC, id DESC'],
    ['name', 'name, id'],
    ['-name', 'name DESC, id DESC'],
  ])('sort=%s: every page of completed orders holds the rows of ORDER BY %s', async (sort, orderBy) => {
    const expected = await orderIdsInSql(t.db, "WHERE order_status = 'completed'", orderBy);
    expect(expected).toHaveLength(80);
    const limit = 7;
    const pages: string[] = [];
    for (let currentPage = 1; currentPage <= Math.ceil(expected.length / limit); currentPage++) {
      const page = await list({ filters: JSON.stringify({ orderStatus: 'completed' }), sort, limit, currentPage });
      expect(page.totalItems).toBe(expected.length);
      pages.push(...page.documents.map((d) => d._id));
    }
    expect(pages).toEqual(expected);
  });

  it('sorts a search and a customer the same way', async () => {
    const search = await list({ search: 'badr', sort: '-total', limit: 100 });
    const expected = await orderIdsInSql(t.db, "WHERE lower(name) LIKE '%badr%'", 'total_cents DESC, id DESC');
    expect(search.documents.map((d) => d._id)).toEqual(expected);
    const customer = await list({ filters: JSON.stringify({ customer: 'SORT7@example.com' }), sort: 'total' });
    expect(customer.documents).toHaveLength(1);
  });
});

// The list calls (a page of documents); their exports take the same sorts (test/export).
const listCalls = allCalls.filter((call): call is CallDef & { sorts: NonNullable<CallDef['sorts']> } => Boolean(call.sorts) && !call.path.endsWith('/export'));

describe.each(listCalls.map((call) => [call.path.split('/').slice(-1)[0], call] as const))('%s', (_name, call) => {
  const { list: read } = listing<{ _id: string } & Record<string, unknown>>(t, me, call);

  it.each(sortValues(call.sorts))('sort=%s answers the same rows, in the field\'s order', async (sort) => {
    const own = await read({ limit: 100 });
    const sorted = await read({ limit: 100, sort });
    expect(sorted.totalItems).toBe(own.totalItems);
    // Every row on one page: the same rows, in another order.
    if (own.totalItems <= 100) expect(sorted.documents.map((d) => d._id).sort()).toEqual(own.documents.map((d) => d._id).sort());
    const field = sort.replace(/^-/, '');
    const kind = call.sorts.fields[field];
    const values = sorted.documents.map((d) => d[field]).filter((v) => v !== null && v !== undefined);
    // Text follows the database's collation; times and numbers are checked here.
    if (kind !== 'text' && values.length > 1) {
      const numbers = values.map((v) => (kind === 'time' ? Date.parse(v as string) : (v as number)));
      const inOrder = [...numbers].sort((a, b) => (sort.startsWith('-') ? b - a : a - b));
      expect(numbers).toEqual(inOrder);
    }
  });

  it('refuses a field it does not sort by with a 400 naming sort', async () => {
    const res = await t.call(me, call, { query: { sort: 'password' } as never });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/sort/);
  });
});
