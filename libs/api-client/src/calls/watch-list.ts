import { api, type CallBody, type CallFilters } from '@shopdesk/contracts';
import { callApi, sendCall } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';

/** The watch list, newest first: search in the value and the reason, filter by kind. */
export const getWatchList = (params: ListParams<CallFilters<typeof api.watchList.getWatchList>>, signal?: AbortSignal) =>
  callApi(api.watchList.getWatchList, { query: buildListQuery(params), signal });

export type WatchListFormFields = CallBody<typeof api.watchList.addWatchListEntry>;

/** Watches an address, a domain or a transaction prefix (managers and owners); answers the entry. */
export const addWatchListEntry = (fields: WatchListFormFields) => callApi(api.watchList.addWatchListEntry, { body: fields });

/** Stops watching an entry (managers and owners); answers the API's message. */
export const removeWatchListEntry = (id: string) => sendCall(api.watchList.removeWatchListEntry, { params: { id } });
