import { DATA_SHAPES, generateData, GENERATOR_SHAPE, type DataShape, type DataSizes } from '../../bench/generate-data';
import { setupTestApp } from '../helpers/test-app';
import { testCipher } from '../helpers/test-cipher';

// The benchmark's generator makes the shop in the shape it is given (issue #27, item 1): these
// check each shape's settings come out in the data, on a shop small enough for a test.
const t = setupTestApp();

const SIZES: DataSizes = { orders: 4_000, services: 40, credentials: 200, bigServiceCredentials: 50, guides: 10, employees: 10 };
// The employees are kept out of the TRUNCATE: the audit log refers to them and refuses to be emptied.
const GENERATED_TABLES = 'orders, order_items, service_credentials, services, service_setup_guides';

interface Measured {
  pending: number;
  cancelledOfRest: number;
  domains: Record<string, number>;
  firstNames: number;
  lastNames: number;
  payments: Record<string, number>;
  oldestDays: number;
  newestDays: number;
}

async function measure(): Promise<Measured> {
  const { rows } = await t.db.query<Measured>(
    `SELECT avg((order_status = 'pending')::int)::float8 AS pending,
            (avg((order_status = 'cancelled')::int) FILTER (WHERE order_status <> 'pending'))::float8 AS "cancelledOfRest",
            (SELECT json_object_agg(domain, share) FROM (
               SELECT split_part(email, '@', 2) AS domain, count(*)::float8 / (SELECT count(DISTINCT email) FROM orders) AS share
                 FROM (SELECT DISTINCT email FROM orders) e GROUP BY 1) d) AS domains,
            count(DISTINCT split_part(name, ' ', 1))::int AS "firstNames",
            count(DISTINCT split_part(name, ' ', 2))::int AS "lastNames",
            (SELECT json_object_agg(payment_method, share) FROM (
               SELECT payment_method, count(*)::float8 / (SELECT count(*) FROM orders) AS share FROM orders GROUP BY 1) p) AS payments,
            extract(epoch FROM now() - min(created_at))::float8 / 86400 AS "oldestDays",
            extract(epoch FROM now() - max(created_at))::float8 / 86400 AS "newestDays"
       FROM orders`,
  );
  return rows[0];
}

async function generated(shape: DataShape): Promise<Measured & { prefixedShare: number }> {
  await t.db.query(`TRUNCATE ${GENERATED_TABLES} CASCADE`);
  await t.db.query("DELETE FROM employees WHERE email LIKE '%@staff.shopdesk.test'");
  await generateData(t.db, SIZES, testCipher, shape);
  const measured = await measure();
  const prefix = await t.db.query<{ share: number }>(
    'SELECT avg((starts_with(transaction_id, $1) AND length(transaction_id) = length($1) + 16)::int)::float8 AS share FROM orders',
    [shape.transactionPrefix],
  );
  return { ...measured, prefixedShare: prefix.rows[0].share };
}

describe.each(DATA_SHAPES.map((shape) => [shape.name, shape] as const))('the generator, shaped "%s"', (_name, shape) => {
  let data: Awaited<ReturnType<typeof generated>>;
  beforeAll(async () => {
    data = await generated(shape);
  }, 60_000);

  it('keeps its share of pending orders, and of cancelled ones among the rest', () => {
    const expected = Math.min(1, shape.pending.old + shape.pending.newest / 41);
    expect(Math.abs(data.pending - expected)).toBeLessThan(0.04);
    expect(Math.abs(data.cancelledOfRest - shape.cancelled)).toBeLessThan(0.04);
  });

  it("gives its customers the shape's mail domains, the rest at company domains", () => {
    for (const { value, share } of shape.domains) expect(Math.abs((data.domains[value] ?? 0) - share)).toBeLessThan(0.05);
    const named = new Set(shape.domains.map((d) => d.value));
    const others = Object.entries(data.domains).filter(([domain]) => !named.has(domain));
    const rest = 1 - shape.domains.reduce((total, d) => total + d.share, 0);
    expect(Math.abs(others.reduce((total, [, share]) => total + share, 0) - rest)).toBeLessThan(0.05);
  });

  it('draws names from as many first and last names as it says', () => {
    expect(data.firstNames).toBe(shape.names.first);
    expect(data.lastNames).toBe(shape.names.last);
  });

  it('pays by its methods in their shares, every transaction id with its prefix', () => {
    for (const { value, share } of shape.paymentMethods) expect(Math.abs((data.payments[value] ?? 0) - share)).toBeLessThan(0.04);
    expect(Object.keys(data.payments).sort()).toEqual(shape.paymentMethods.map((m) => m.value).sort());
    expect(data.prefixedShare).toBe(1);
  });

  it('spreads the orders over its days, the newest now', () => {
    expect(data.newestDays).toBeLessThan(0.1);
    expect(data.oldestDays).toBeGreaterThan(shape.ageDays * 0.98);
    expect(data.oldestDays).toBeLessThan(shape.ageDays + 0.1);
  });
});

it('refuses a shape it cannot make as described', async () => {
  const shares = { ...GENERATOR_SHAPE, paymentMethods: [{ value: 'card', share: 0.5 }] };
  await expect(generateData(t.db, SIZES, testCipher, shares)).rejects.toThrow(`data shape "generator": its payment methods' shares do not add up to 1`);
  const names = { ...GENERATOR_SHAPE, names: { first: 21, last: 1 } };
  await expect(generateData(t.db, SIZES, testCipher, names)).rejects.toThrow('names.first and names.last must be 1 to 20');
});
