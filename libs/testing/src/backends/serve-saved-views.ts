import { api, type SavedView } from '@shopdesk/contracts';
import { getEmployee } from '@shopdesk/session';
import type { FakeApi } from '../fake-api/fake-api';
import { failure, withMessage } from '../fake-api/replies';
import { fakeId } from '../fixtures';

export interface ServedSavedViews {
  /** Every employee's views, in the order the API keeps them; add one to play a colleague who shared it. */
  views: SavedView[];
}

/**
 * Answers the saved views calls from `views` in memory, as the API does for the signed-in
 * employee: their own views then the shared ones, a name taken on the list (409 at `name`), and
 * another's view refused. Every test of a screen has it (a list screen asks for its views); a
 * test may give views of its own or answer a call otherwise.
 *
 * @example const served = serveSavedViews(fakeApi, [makeSavedView({ name: 'Nova', query: { search: 'nova' } })]);
 */
export function serveSavedViews(fakeApi: FakeApi, views: SavedView[] = []): ServedSavedViews {
  const served: ServedSavedViews = { views };
  const me = () => getEmployee()?._id;
  const seen = (view: SavedView) => ({ ...view, mine: view.owner._id === me() });
  const visible = (list: string) => [...served.views.filter((view) => view.list === list && view.owner._id === me()), ...served.views.filter((view) => view.list === list && view.owner._id !== me() && view.shared)].map(seen);
  const taken = (list: string, name: string, except?: string) =>
    served.views.some((view) => view.list === list && view.owner._id === me() && view._id !== except && view.name.toLowerCase() === name.toLowerCase());
  const own = (id: string) => served.views.find((view) => view._id === id && view.owner._id === me());
  const nameTaken = (name: string) => failure(409, `You have a view called "${name}" on this list already`, [{ path: 'name', message: 'taken' }]);

  fakeApi.on(api.savedViews.getSavedViews, ({ query }) => visible(query.list));
  fakeApi.on(api.savedViews.createSavedView, ({ body }) => {
    const name = body.name.trim();
    if (taken(body.list, name)) return nameTaken(name);
    const employee = getEmployee();
    const now = new Date().toISOString();
    const view: SavedView = {
      _id: fakeId(), list: body.list, name, query: body.query, shared: body.shared === true, mine: true,
      owner: { _id: employee?._id ?? fakeId(), name: employee?.name ?? 'Someone' }, createdAt: now, updatedAt: now,
    };
    served.views.push(view);
    return withMessage(seen(view), 'View saved');
  });
  fakeApi.on(api.savedViews.updateSavedView, ({ params, body }) => {
    const view = own(params.id);
    if (!view) return failure(404, 'Saved view not found');
    if (body.name !== undefined && taken(view.list, body.name.trim(), view._id)) return nameTaken(body.name.trim());
    Object.assign(view, { ...(body.name === undefined ? {} : { name: body.name.trim() }), ...(body.query ? { query: body.query } : {}), ...(body.shared === undefined ? {} : { shared: body.shared }) });
    return withMessage(seen(view), 'View updated');
  });
  fakeApi.on(api.savedViews.reorderSavedViews, ({ body }) => {
    const ordered = body.ids.map((id) => own(id)).filter((view): view is SavedView => view !== undefined);
    served.views = [...ordered, ...served.views.filter((view) => !ordered.includes(view))];
    return withMessage(visible(body.list), 'Views reordered');
  });
  fakeApi.on(api.savedViews.deleteSavedView, ({ params }) => {
    if (!own(params.id)) return failure(404, 'Saved view not found');
    served.views = served.views.filter((view) => view._id !== params.id);
    return withMessage(null, 'View deleted');
  });
  return served;
}
