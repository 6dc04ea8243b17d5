import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, Ok, PROTECTED_BASE, SingleLineText } from '../common';
import { SEARCH_MAX_LENGTH } from '../limits';
import { SearchHits } from '../search';

export const searchEverything = defineCall({
  access: 'protected',
  tag: 'search',
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}search`,
  summary:
    'The command palette\'s search: orders by id (a whole id or its first characters), transaction id, e-mail, name or phone; customers; services; employees. At most 5 of each, newest orders first; orders and customers from 3 characters',
  querystring: Type.Object({ q: SingleLineText({ minLength: 1, maxLength: SEARCH_MAX_LENGTH, allOf: [{ pattern: '\\S' }] }) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(SearchHits), 400: ErrorBody },
});
