import { api, SEARCH_HITS_PER_GROUP, SEARCH_MAX_LENGTH, type SearchHits } from '@shopdesk/contracts';
import { idPrefixRange, isIdDigits } from '../../src/lib/id-prefix';
import { insertOrder, insertService } from '../helpers/fixtures';
import { statementsSent } from '../helpers/statements';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const agent = setupEmployee(t, { level: 'agent', name: 'Ada Quokka' });

const find = async (q: string) => {
  const answer = await t.call(agent, api.search.searchEverything, { query: { q } });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as SearchHits;
};

describe('the command palette’s search', () => {
  it('finds an order by its whole id or its first characters, with or without dashes, in any case', async () => {
    const id = await insertOrder(t.db, { name: 'Id Holder', email: 'id-holder@example.com' });
    for (const q of [id, id.toUpperCase(), id.slice(0, 8), id.slice(0, 13), id.replace(/-/g, '').slice(0, 14)]) {
      expect((await find(q)).orders.map((order) => order._id)).toContain(id);
    }
    expect((await find(id)).orders[0]).toMatchObject({ _id: id, name: 'Id Holder', email: 'id-holder@example.com', total: 12.5, orderStatus: 'pending' });
  });

  it('finds orders by transaction id, name, phone or e-mail, newest first, and their customers once each', async () => {
    const run = `zq${Date.now().toString(36)}`;
    const older = await insertOrder(t.db, { name: `Rana ${run}`, email: `rana.${run}@example.com`, minutesAgo: 30 });
    const newer = await insertOrder(t.db, { name: `Rana ${run}`, email: `Rana.${run}@Example.com`, transactionId: `CHB-${run}`, minutesAgo: 5 });
    const other = await insertOrder(t.db, { name: `Omar ${run}`, email: `omar.${run}@example.com`, phone: '+971500000321', minutesAgo: 10 });

    const byRun = await find(run);
    expect(byRun.orders.map((order) => order._id)).toEqual([newer, other, older]);
    expect(byRun.customers).toEqual([
      { email: `Rana.${run}@Example.com`, name: `Rana ${run}`, lastOrderAt: expect.any(String) },
      { email: `omar.${run}@example.com`, name: `Omar ${run}`, lastOrderAt: expect.any(String) },
    ]);
    expect((await find(`chb-${run}`)).orders.map((order) => order._id)).toEqual([newer]);
    expect((await find('500000321')).orders.map((order) => order._id)).toEqual([other]);
    // A whole address is that customer's orders, whatever its case.
    expect((await find(`RANA.${run}@example.com`)).orders.map((order) => order._id)).toEqual([newer, older]);
  });

  it('answers at most five of each kind', async () => {
    const run = `many${Date.now().toString(36)}`;
    for (let n = 0; n < SEARCH_HITS_PER_GROUP + 2; n++) {
      await insertOrder(t.db, { name: `Many ${run}`, email: `c${n}.${run}@example.com` });
      await insertService(t.db, { name: `${run} VPN ${n}` });
    }
    const hits = await find(run);
    expect(hits.orders).toHaveLength(SEARCH_HITS_PER_GROUP);
    expect(hits.customers).toHaveLength(SEARCH_HITS_PER_GROUP);
    expect(hits.services).toHaveLength(SEARCH_HITS_PER_GROUP);
  });

  it('finds services (active first, names that start with the term first) and employees', async () => {
    const run = `svc${Date.now().toString(36)}`;
    const archived = await insertService(t.db, { name: `Archived ${run}`, isActive: false });
    const inside = await insertService(t.db, { name: `Fast ${run}` });
    const starts = await insertService(t.db, { name: `${run} Falcon`, type: 'dollar-card' });
    expect((await find(run)).services).toEqual([
      { _id: starts, name: `${run} Falcon`, type: 'dollar-card', isActive: true },
      { _id: inside, name: `Fast ${run}`, type: 'vpn', isActive: true },
      { _id: archived, name: `Archived ${run}`, type: 'vpn', isActive: false },
    ]);
    expect((await find('quokka')).employees).toEqual([{ _id: agent.id, name: 'Ada Quokka', email: agent.email, level: 'agent', isActive: true }]);
  });

  it("takes an id's first eight hex digits for that order (and a payment beginning with them), searching the text for them only when no id begins with them", async () => {
    // Digits with a letter among them, as a payment reference has (one id in 40 begins with eight decimal digits).
    let id = '';
    while (!/[a-f]/.test(id.slice(0, 8))) id = await insertOrder(t.db, { name: 'Copied Id', email: 'copied-id@example.com', minutesAgo: 10 });
    const digits = id.slice(0, 8);
    await insertOrder(t.db, { name: 'Holds It', email: 'holds-it@example.com', transactionId: `REF-${digits}-1` });
    const paid = await insertOrder(t.db, { name: 'Paid So', email: 'paid-so@example.com', transactionId: `${digits}77`, minutesAgo: 5 });
    const statements = await statementsSent(t.db, async () => expect((await find(digits.toUpperCase())).orders.map((order) => order._id)).toEqual([id, paid]));
    expect(statements.some(({ sql }) => sql.includes('search_text'))).toBe(false);

    // Digits no id begins with are searched as text: a reference holding them is found.
    const { rows } = await t.db.query<{ digits: string }>(
      "SELECT d AS digits FROM (VALUES ('0badcafe'), ('1badcafe'), ('2badcafe')) AS v(d) WHERE NOT EXISTS (SELECT 1 FROM orders WHERE id::text LIKE d || '%') LIMIT 1",
    );
    const free = rows[0].digits;
    const holder = await insertOrder(t.db, { name: 'Holds Free', email: 'holds-free@example.com', transactionId: `REF-${free}-2` });
    const hits = await find(free);
    expect(hits.orders.map((order) => order._id)).toEqual([holder]);
    expect(hits.customers.map((customer) => customer.email)).toEqual(['holds-free@example.com']);
  });

  it('looks at no order for fewer than three characters, and takes % and _ as they are', async () => {
    await insertOrder(t.db, { name: 'Ab Short', email: 'ab@example.com' });
    const short = await find('ab');
    expect(short.orders).toEqual([]);
    expect(short.customers).toEqual([]);
    await insertOrder(t.db, { name: 'Percent 100% sure', email: 'percent@example.com' });
    expect((await find('100%')).orders.map((order) => order.name)).toEqual(['Percent 100% sure']);
    expect((await find('_%_')).orders).toEqual([]);
  });

  it('refuses an empty, blank, multi-line or too long search, naming q', async () => {
    for (const q of ['', '   ', 'two\nlines', 'x'.repeat(SEARCH_MAX_LENGTH + 1)]) {
      const answer = await t.call(agent, api.search.searchEverything, { query: { q } });
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain('q');
    }
  });
});

describe('an order id’s first characters', () => {
  it('stand for the range of ids that start with them', () => {
    expect(idPrefixRange('728FA907-2')).toEqual(['728fa907-2000-0000-0000-000000000000', '728fa907-2fff-ffff-ffff-ffffffffffff']);
    expect(idPrefixRange('728fa9072')).toEqual(['728fa907-2000-0000-0000-000000000000', '728fa907-2fff-ffff-ffff-ffffffffffff']);
    expect(idPrefixRange('72-8fa')).toBeUndefined();
    expect(idPrefixRange('abc')).toBeUndefined();
    expect(idPrefixRange('nova')).toBeUndefined();
  });

  it('taken for an id in the palette: eight to thirty-two hex digits, nothing else', () => {
    expect(['728fa907', '728FA9072AB', ' 728fa907 ', 'f'.repeat(32)].map(isIdDigits)).toEqual([true, true, true, true]);
    expect(['728fa90', '728fa907-2', 'f'.repeat(33), '728fa90g', 'nova2024'].map(isIdDigits)).toEqual([false, false, false, false, false]);
  });
});
