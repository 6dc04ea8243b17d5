import { createStore } from 'jotai';

/**
 * The one jotai store of the page. The shell and every remote share it because this lib is a
 * Module Federation singleton; non-React code (api-client) reads the token from it.
 */
export const sessionStore = createStore();
