import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, Id, IdParams, MessageOnly, Ok, PROTECTED_BASE } from '../common';
import { SavedView, SavedViewChanges, SavedViewFields, SavedViewList } from '../saved-views';

const base = { access: 'protected', tag: 'savedViews', permission: 'shop.read' } as const;

export const getSavedViews = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}savedViews`,
  summary: "A list's saved views the employee sees: their own in their order, then those colleagues share (403 for a list their level cannot open)",
  querystring: Type.Object({ list: SavedViewList }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Type.Array(SavedView)), 400: ErrorBody, 403: ErrorBody },
});

export const createSavedView = defineCall({
  ...base,
  method: 'POST',
  path: `${PROTECTED_BASE}savedViews`,
  summary:
    "Save a list's search, filters and sort under a name, last of the employee's views of that list; shared: true shows it to the team (managers and owners). 409 when they have a view of that name",
  body: SavedViewFields,
  successStatus: 201,
  response: { 201: Ok(SavedView), 400: ErrorBody, 403: ErrorBody, 409: ErrorBody },
});

export const updateSavedView = defineCall({
  ...base,
  method: 'PATCH',
  path: `${PROTECTED_BASE}savedViews/:id`,
  summary: 'Rename a view, keep a new query in it, share it or stop sharing it: only the employee who saved it',
  params: IdParams,
  body: SavedViewChanges,
  successStatus: 200,
  response: { 200: Ok(SavedView), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const reorderSavedViews = defineCall({
  ...base,
  method: 'POST',
  path: `${PROTECTED_BASE}savedViews/reorder`,
  summary: "Put the employee's own views of a list in this order: ids names each of them once (409 when they changed meanwhile)",
  body: Type.Object({ list: SavedViewList, ids: Type.Array(Id, { maxItems: 100, uniqueItems: true }) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Type.Array(SavedView)), 400: ErrorBody, 409: ErrorBody },
});

export const deleteSavedView = defineCall({
  ...base,
  method: 'DELETE',
  path: `${PROTECTED_BASE}savedViews/:id`,
  summary: 'Delete a view: only the employee who saved it',
  params: IdParams,
  successStatus: 200,
  response: { 200: MessageOnly, 403: ErrorBody, 404: ErrorBody },
});
