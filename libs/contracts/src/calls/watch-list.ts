import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, IdParams, MessageOnly, Ok, Page, PROTECTED_BASE } from '../common';
import { WatchKind, WatchListEntry, WatchListFields } from '../watch-list';
import { sortableListQuery, type ListSorts } from '../list-sort';
import { exportCallOf, EXPORT_COLUMNS } from '../list-export';

const base = { access: 'protected', tag: 'watchList' } as const;

const WATCH_LIST_SORTS = { fields: { createdAt: 'time', value: 'text', expiresAt: 'time' }, default: '-createdAt' } as const satisfies ListSorts;

export const getWatchList = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}watchList`,
  summary: 'The watch list, newest first: search in the value and the reason, filter by kind (expired entries included, marked by expiresAt)',
  querystring: sortableListQuery(WATCH_LIST_SORTS),
  sorts: WATCH_LIST_SORTS,
  filters: Type.Object({ kind: Type.Optional(WatchKind) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(WatchListEntry)), 400: ErrorBody },
});

export const addWatchListEntry = defineCall({
  ...base,
  permission: 'watchList.manage',
  method: 'POST',
  path: `${PROTECTED_BASE}watchList`,
  summary:
    'Watch an e-mail address, an e-mail domain or a transaction id prefix, with a reason and an optional expiry; pending orders that match are flagged at once (409 when it is watched already)',
  body: WatchListFields,
  successStatus: 201,
  response: { 201: Ok(WatchListEntry), 400: ErrorBody, 409: ErrorBody },
});

export const removeWatchListEntry = defineCall({
  ...base,
  permission: 'watchList.manage',
  method: 'DELETE',
  path: `${PROTECTED_BASE}watchList/:id`,
  summary: 'Stop watching: the entry is removed (the audit log keeps it) and its orders are no longer flagged',
  params: IdParams,
  successStatus: 200,
  response: { 200: MessageOnly, 404: ErrorBody },
});

export const exportWatchList = exportCallOf(getWatchList, 'watchList/export', "The watch list as a CSV file: the list's search, filters and sort (streamed; audited)", EXPORT_COLUMNS.watchList);
