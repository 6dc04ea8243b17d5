import { api } from '@shopdesk/contracts';
import { callApi } from '../call-api';

/** The command palette's search: a few orders, customers, services and employees `q` finds. */
export const searchEverything = (q: string, signal?: AbortSignal) => callApi(api.search.searchEverything, { query: { q }, signal });
