import { api, type SavedViewChanges, type SavedViewFields, type SavedViewList } from '@shopdesk/contracts';
import { callApi, sendCall } from '../call-api';

/** A list's saved views the employee sees: their own in their order, then those the team shares. */
export const getSavedViews = (list: SavedViewList, signal?: AbortSignal) => callApi(api.savedViews.getSavedViews, { query: { list }, signal });

/** Saves a list's query under a name (shared: managers and owners); answers the view. */
export const createSavedView = (fields: SavedViewFields) => callApi(api.savedViews.createSavedView, { body: fields });

/** Renames one of the employee's views, keeps a new query in it, or shares it or stops; answers the view. */
export const updateSavedView = (id: string, changes: SavedViewChanges) => callApi(api.savedViews.updateSavedView, { params: { id }, body: changes });

/** Puts the employee's own views of a list in this order; answers the list's views. */
export const reorderSavedViews = (list: SavedViewList, ids: string[]) => callApi(api.savedViews.reorderSavedViews, { body: { list, ids } });

/** Deletes one of the employee's views; answers the API's message. */
export const deleteSavedView = (id: string) => sendCall(api.savedViews.deleteSavedView, { params: { id } });
