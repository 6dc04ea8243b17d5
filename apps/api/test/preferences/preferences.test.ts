import { api, REMEMBERED_SORT_LISTS, sortValues, type Preferences } from '@shopdesk/contracts';
import { raceTitle } from '../helpers/postgres-only';
import { setupEmployee, setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp();
const agent = setupEmployee(t, { level: 'agent', name: 'Ada Agent' });
const other = setupEmployee(t, { level: 'agent', name: 'Otto Agent' });
const owner = setupEmployee(t, { level: 'owner', name: 'Olga Owner' });

const preferencesOf = async (who: TestEmployee) => (await t.call(who, api.preferences.getMyPreferences)).json().data as Preferences;
const change = (who: TestEmployee, body: Record<string, unknown>) => t.call(who, api.preferences.updateMyPreferences, { body });

it('starts every employee on the defaults: no list order kept, the view goes to the next order', async () => {
  expect(await preferencesOf(other)).toEqual({ sorts: {}, afterOrderChange: 'next' });
});

it("keeps each list's last chosen order and the view's setting for its employee alone, and forgets an order on null", async () => {
  expect((await change(agent, { sort: { list: 'orders', value: 'createdAt' } })).json()).toEqual({ data: { sorts: { orders: 'createdAt' }, afterOrderChange: 'next' } });
  await change(agent, { sort: { list: 'services', value: '-name' } });
  await change(agent, { sort: { list: 'orders', value: '-total' } });
  await change(agent, { afterOrderChange: 'close' });
  expect(await preferencesOf(agent)).toEqual({ sorts: { orders: '-total', services: '-name' }, afterOrderChange: 'close' });
  expect(await preferencesOf(other)).toEqual({ sorts: {}, afterOrderChange: 'next' });

  await change(agent, { sort: { list: 'orders', value: null } });
  expect(await preferencesOf(agent)).toEqual({ sorts: { services: '-name' }, afterOrderChange: 'close' });
});

it('refuses what no list offers, naming the field, and keeps what was there', async () => {
  await change(owner, { sort: { list: 'auditLog', value: 'createdAt' } });
  const cases: [Record<string, unknown>, string][] = [
    [{ sort: { list: 'orders', value: 'colour' } }, 'sort.value'],
    [{ sort: { list: 'basket', value: 'createdAt' } }, 'sort.list'],
    [{ afterOrderChange: 'later' }, 'afterOrderChange'],
    [{}, ''],
    [{ theme: 'dark' }, ''],
  ];
  for (const [body, field] of cases) {
    const response = await change(owner, body);
    expect(response.statusCode).toBe(400);
    if (field) expect(JSON.stringify(response.json())).toContain(field);
  }
  expect((await change(owner, { sort: { list: 'orders', value: 'colour' } })).json()).toMatchObject({
    message: 'The sort must be one of createdAt, -createdAt, total, -total, name, -name',
  });
  expect(await preferencesOf(owner)).toEqual({ sorts: { auditLog: 'createdAt' }, afterOrderChange: 'next' });
});

it('answers 401 without a session', async () => {
  expect((await t.app.inject({ method: 'GET', url: api.preferences.getMyPreferences.path })).statusCode).toBe(401);
});

it(raceTitle("two tabs keeping two lists' orders at once both stay kept"), async () => {
  const lists = ['orders', 'services', 'credentials', 'setupGuides', 'employees', 'invites', 'watchList'] as const;
  // Each list's first sort the other way round from its default.
  const valueOf = (list: (typeof lists)[number]) => sortValues<string>(REMEMBERED_SORT_LISTS[list].sorts)[1];
  await Promise.all(lists.map((list) => change(other, { sort: { list, value: valueOf(list) } })));
  const { sorts } = await preferencesOf(other);
  expect(sorts).toEqual(Object.fromEntries(lists.map((list) => [list, valueOf(list)])));
});
