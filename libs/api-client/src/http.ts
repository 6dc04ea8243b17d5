import axios from 'axios';

/** The one axios instance of the page (api-client is a Module Federation singleton). */
export const http = axios.create({ baseURL: '' });
