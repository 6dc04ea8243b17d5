import { api, SAVED_VIEW_LIMITS, type SavedView } from '@shopdesk/contracts';
import { raceTitle } from '../helpers/postgres-only';
import { setupEmployee, setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp();
const agent = setupEmployee(t, { level: 'agent', name: 'Ada Agent' });
const otherAgent = setupEmployee(t, { level: 'agent', name: 'Otto Agent' });
const manager = setupEmployee(t, { level: 'manager', name: 'Maya Manager' });

let n = 0;
/** A list of its own per test, so the tests do not see each other's views. */
const lists = ['orders.pending', 'orders.completed', 'orders.cancelled', 'services.vpn', 'services.dollar-card', 'credentials', 'setupGuides', 'employees', 'watchList'] as const;
const nextList = () => lists[n++ % lists.length];

const save = (who: TestEmployee, body: Record<string, unknown>) => t.call(who, api.savedViews.createSavedView, { body: { query: {}, ...body } });
const viewsOf = async (who: TestEmployee, list: string) => (await t.call(who, api.savedViews.getSavedViews, { query: { list } })).json().data as SavedView[];
const names = (views: SavedView[]) => views.map((view) => view.name);

it('keeps a view for its owner, and a shared one for everyone who can open the list, the owner first in their order', async () => {
  const list = nextList();
  const mine = await save(agent, { list, name: ' Nova by total ', query: { search: 'nova', sort: '-total' } });
  expect(mine.statusCode).toBe(201);
  expect(mine.json()).toMatchObject({ message: 'View saved', data: { list, name: 'Nova by total', query: { search: 'nova', sort: '-total' }, shared: false, mine: true, owner: { _id: agent.id, name: 'Ada Agent' } } });
  await save(manager, { list, name: 'Team: big orders', query: { sort: '-total' }, shared: true });
  await save(manager, { list, name: 'Maya only', query: { search: 'maya' } });

  expect(names(await viewsOf(agent, list))).toEqual(['Nova by total', 'Team: big orders']);
  expect((await viewsOf(agent, list))[1]).toMatchObject({ mine: false, shared: true, owner: { name: 'Maya Manager' } });
  expect(names(await viewsOf(otherAgent, list))).toEqual(['Team: big orders']);
  expect(names(await viewsOf(manager, list))).toEqual(['Team: big orders', 'Maya only']);
});

it('lets only managers and owners share, and only the owner rename, reorder, share or delete', async () => {
  const list = nextList();
  const refused = await save(agent, { list, name: 'Shared by an agent', shared: true });
  expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Only managers and owners may share a view with the team' });
  const own = (await save(agent, { list, name: 'Mine' })).json().data as SavedView;
  expect((await t.call(agent, api.savedViews.updateSavedView, { params: { id: own._id }, body: { shared: true } })).statusCode).toBe(403);

  const team = (await save(manager, { list, name: 'Team', shared: true })).json().data as SavedView;
  for (const response of [
    await t.call(agent, api.savedViews.updateSavedView, { params: { id: team._id }, body: { name: 'Taken over' } }),
    await t.call(agent, api.savedViews.deleteSavedView, { params: { id: team._id } }),
  ]) {
    expect(response.json()).toMatchObject({ statusCode: 403, message: 'Only Maya Manager, who saved this view, may change it' });
  }
  // Another's view that is not shared is not there for them at all.
  expect((await t.call(otherAgent, api.savedViews.deleteSavedView, { params: { id: own._id } })).statusCode).toBe(404);
  expect((await t.call(otherAgent, api.savedViews.updateSavedView, { params: { id: own._id }, body: { name: 'x' } })).statusCode).toBe(404);

  const renamed = await t.call(manager, api.savedViews.updateSavedView, { params: { id: team._id }, body: { name: 'Team queue', query: { search: 'vpn' }, shared: false } });
  expect(renamed.json()).toMatchObject({ message: 'View updated', data: { name: 'Team queue', query: { search: 'vpn' }, shared: false } });
  expect(names(await viewsOf(agent, list))).toEqual(['Mine']);
  expect((await t.call(agent, api.savedViews.deleteSavedView, { params: { id: own._id } })).json()).toEqual({ data: null, message: 'View deleted' });
  expect(await viewsOf(agent, list)).toEqual([]);
  expect((await t.call(agent, api.savedViews.deleteSavedView, { params: { id: own._id } })).statusCode).toBe(404);
});

it("keeps views of a list for those who can open it: the audit log's are managers' and owners'", async () => {
  expect((await save(agent, { list: 'auditLog', name: 'Refusals', query: { action: 'access.forbidden' } })).statusCode).toBe(403);
  expect((await t.call(agent, api.savedViews.getSavedViews, { query: { list: 'auditLog' } })).statusCode).toBe(403);
  expect((await save(manager, { list: 'auditLog', name: 'Refusals', query: { action: 'access.forbidden', from: '2026-11-01' } })).statusCode).toBe(201);
});

it('puts the owner’s views in the order asked, and refuses an order that misses one or names another’s', async () => {
  const list = nextList();
  const ids: string[] = [];
  for (const name of ['One', 'Two', 'Three']) ids.push(((await save(agent, { list, name })).json().data as SavedView)._id);
  const team = (await save(manager, { list, name: 'Team', shared: true })).json().data as SavedView;
  const reordered = await t.call(agent, api.savedViews.reorderSavedViews, { body: { list, ids: [ids[2], ids[0], ids[1]] } });
  expect(reordered.json().message).toBe('Views reordered');
  expect(names(reordered.json().data)).toEqual(['Three', 'One', 'Two', 'Team']);
  expect(names(await viewsOf(agent, list))).toEqual(['Three', 'One', 'Two', 'Team']);
  // A view saved after the reorder goes last.
  await save(agent, { list, name: 'Four' });
  expect(names(await viewsOf(agent, list))).toEqual(['Three', 'One', 'Two', 'Four', 'Team']);

  for (const wrong of [[ids[0], ids[1]], [ids[0], ids[1], ids[2], team._id]]) {
    const answer = await t.call(agent, api.savedViews.reorderSavedViews, { body: { list, ids: wrong } });
    expect(answer.json()).toMatchObject({ statusCode: 409, details: [{ path: 'ids' }] });
  }
  expect(names(await viewsOf(agent, list))).toEqual(['Three', 'One', 'Two', 'Four', 'Team']);
});

it('refuses a name the employee has on that list in any case, a query the list cannot hold, and more than the most a list keeps', async () => {
  const list = 'orders.pending';
  await save(otherAgent, { list, name: 'Queue' });
  expect((await save(agent, { list, name: 'Queue' })).statusCode).toBe(201);
  expect((await save(agent, { list, name: 'QUEUE ' })).json()).toMatchObject({ statusCode: 409, message: 'You have a view called "QUEUE" on this list already', details: [{ path: 'name' }] });
  const other = (await save(agent, { list, name: 'Other' })).json().data as SavedView;
  expect((await t.call(agent, api.savedViews.updateSavedView, { params: { id: other._id }, body: { name: 'queue' } })).json()).toMatchObject({ statusCode: 409, details: [{ path: 'name' }] });

  for (const [body, path] of [
    [{ list, name: 'Bad sort', query: { sort: 'colour' } }, 'query.sort'],
    [{ list, name: 'Archived orders', query: { isActive: 'false' } }, 'query.isActive'],
    [{ list: 'services.vpn', name: 'Bad filter', query: { isActive: 'maybe' } }, 'query.isActive'],
    [{ list, name: 'Unknown key', query: { colour: 'red' } }, 'query.colour'],
    [{ list, name: '   ' }, 'name'],
    [{ list, name: 'x'.repeat(SAVED_VIEW_LIMITS.nameMaxLength + 1) }, 'name'],
    [{ list, name: 'Two\nlines' }, 'name'],
    [{ list: 'nowhere', name: 'No list' }, 'list'],
    [{ list, name: 'Long search', query: { search: 's'.repeat(SAVED_VIEW_LIMITS.valueMaxLength + 1) } }, 'query.search'],
  ] as const) {
    const answer = await save(agent, body);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(path);
  }
  expect((await t.call(agent, api.savedViews.updateSavedView, { params: { id: other._id }, body: {} })).statusCode).toBe(400);
  expect((await t.call(agent, api.savedViews.updateSavedView, { params: { id: other._id }, body: { query: { sort: 'colour' } } })).json()).toMatchObject({ details: [{ path: 'query.sort' }] });

  const crowded = 'setupGuides';
  for (let i = 0; i < SAVED_VIEW_LIMITS.perList; i += 1) await save(otherAgent, { list: crowded, name: `View ${i}` });
  expect((await save(otherAgent, { list: crowded, name: 'One more' })).json()).toMatchObject({ statusCode: 409, details: [{ path: 'list' }] });
});

it(raceTitle('two saves at once of one name, or past the most a list keeps, let exactly one through'), async () => {
  const list = 'employees';
  const twins = await Promise.all([save(manager, { list, name: 'Twins' }), save(manager, { list, name: 'twins' })]);
  expect(twins.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);

  for (let i = 1; i < SAVED_VIEW_LIMITS.perList - 1; i += 1) await save(manager, { list, name: `Filler ${i}` });
  const lastPlace = await Promise.all([save(manager, { list, name: 'Last A' }), save(manager, { list, name: 'Last B' })]);
  expect(lastPlace.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  const views = await viewsOf(manager, list);
  expect(views).toHaveLength(SAVED_VIEW_LIMITS.perList);
  // Positions stayed distinct: each save placed its view after the other's.
  const { rows } = await t.db.query<{ n: number }>('SELECT count(DISTINCT position)::int AS n FROM saved_views WHERE owner_id = $1 AND list = $2', [manager.id, list]);
  expect(rows[0].n).toBe(SAVED_VIEW_LIMITS.perList);
});
