import { api, SAVED_VIEW_LIMITS, SAVED_VIEW_LISTS, savedViewQueryProblem, type SavedView, type SavedViewList, type SavedViewQuery } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { conflict, fieldConflict, forbidden, invalidField, notFound } from '../../errors';
import { requirePermission } from '../../http/authorize';
import {
  deleteView, findView, findVisibleViews, insertView, lockOwnerViews, nameTaken, ownViewIds, setViewOrder, updateView, type SavedViewRow,
} from '../../repositories/saved-views';
import type { RequestEmployee } from '../../types';
import { defineRoute } from '../define-route';

export function toSavedView(row: SavedViewRow, employeeId: string): SavedView {
  return {
    _id: row.id,
    list: row.list,
    name: row.name,
    query: row.query,
    shared: row.shared,
    mine: row.owner_id === employeeId,
    owner: { _id: row.owner_id, name: row.owner_name },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Views of a list are for those who may open it: the list call's own permission. */
const requireList = (employee: RequestEmployee, list: SavedViewList) => requirePermission(employee, SAVED_VIEW_LISTS[list].call.permission);

function checkQuery(list: SavedViewList, query: SavedViewQuery): void {
  const problem = savedViewQueryProblem(list, query);
  if (problem) throw invalidField(problem.field, problem.message);
}

async function checkNameFree(tx: Queryable, ownerId: string, list: SavedViewList, name: string, exceptId?: string): Promise<void> {
  if (await nameTaken(tx, ownerId, list, name, exceptId)) throw fieldConflict('name', `You have a view called "${name}" on this list already`);
}

/**
 * The view the employee may change: theirs. Another's shared view is a 403 (they can see it);
 * another's own view is a 404, as if it were not there.
 */
async function ownView(tx: Queryable, id: string, employee: RequestEmployee): Promise<SavedViewRow> {
  const row = await findView(tx, id);
  if (!row || (row.owner_id !== employee.id && !row.shared)) throw notFound('Saved view');
  if (row.owner_id !== employee.id) throw forbidden(`Only ${row.owner_name}, who saved this view, may change it`);
  requireList(employee, row.list);
  return row;
}

export async function savedViewRoutes(app: FastifyInstance) {
  const calls = api.savedViews;

  defineRoute(app, calls.getSavedViews, async ({ query, employee }) => {
    requireList(employee, query.list);
    const rows = await findVisibleViews(app.db, employee.id, query.list);
    return { data: rows.map((row) => toSavedView(row, employee.id)) };
  });

  defineRoute(app, calls.createSavedView, async ({ body, employee }) => {
    requireList(employee, body.list);
    const shared = body.shared === true;
    if (shared) requirePermission(employee, 'views.share');
    checkQuery(body.list, body.query);
    const name = body.name.trim();
    const row = await app.db.transaction(async (tx) => {
      await lockOwnerViews(tx, employee.id, body.list);
      const own = await ownViewIds(tx, employee.id, body.list);
      if (own.length >= SAVED_VIEW_LIMITS.perList) {
        throw fieldConflict('list', `You have ${SAVED_VIEW_LIMITS.perList} views of this list, the most it keeps: delete one to save another`);
      }
      await checkNameFree(tx, employee.id, body.list, name);
      return insertView(tx, { ownerId: employee.id, list: body.list, name, query: body.query, shared });
    });
    return { data: toSavedView(row, employee.id), message: 'View saved' };
  });

  defineRoute(app, calls.updateSavedView, async ({ params, body, employee }) => {
    if (body.shared === true) requirePermission(employee, 'views.share');
    const name = body.name?.trim();
    const row = await app.db.transaction(async (tx) => {
      const view = await ownView(tx, params.id, employee);
      if (body.query) checkQuery(view.list, body.query);
      await lockOwnerViews(tx, employee.id, view.list);
      if (name !== undefined) await checkNameFree(tx, employee.id, view.list, name, view.id);
      return updateView(tx, view.id, { name, query: body.query, shared: body.shared });
    });
    return { data: toSavedView(row, employee.id), message: 'View updated' };
  });

  defineRoute(app, calls.reorderSavedViews, async ({ body, employee }) => {
    requireList(employee, body.list);
    await app.db.transaction(async (tx) => {
      await lockOwnerViews(tx, employee.id, body.list);
      const own = new Set(await ownViewIds(tx, employee.id, body.list));
      const ids = body.ids.map((id) => id.toLowerCase());
      if (ids.length !== own.size || ids.some((id) => !own.has(id))) {
        throw conflict('Your views of this list changed meanwhile: reload the list and move the view again', [{ path: 'ids', message: 'ids must name each of your views of this list once' }]);
      }
      await setViewOrder(tx, employee.id, ids);
    });
    const rows = await findVisibleViews(app.db, employee.id, body.list);
    return { data: rows.map((row) => toSavedView(row, employee.id)), message: 'Views reordered' };
  });

  defineRoute(app, calls.deleteSavedView, async ({ params, employee }) => {
    await app.db.transaction(async (tx) => {
      const view = await ownView(tx, params.id, employee);
      await deleteView(tx, view.id);
    });
    return { data: null, message: 'View deleted' };
  });
}
