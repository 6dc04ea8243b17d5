import type { ErrorDetail } from '@shopdesk/api-client';
import type { TransportRequest } from '@shopdesk/api-client/testing';
import type { CallBody, CallDef, CallFilters, CallParams, CallQuery } from '@shopdesk/contracts';
import type { TSchema } from '@sinclair/typebox';
import { contractErrors, convertText } from './contract-check';

/** A list call's query with `filters` parsed from its JSON text into the call's filter object. */
export type FakeQuery<C extends CallDef> = C['querystring'] extends TSchema
  ? Omit<CallQuery<C>, 'filters'> & (C['filters'] extends TSchema ? { filters?: CallFilters<C> } : unknown)
  : Record<string, never>;

/** A request the fake API received, read with the contract call's schemas and typed by them. */
export interface FakeRequest<C extends CallDef = CallDef> {
  readonly call: C;
  /** How messages name the call: `orders.getSingleOrder`. */
  readonly name: string;
  readonly method: string;
  /** The path and query string as sent. */
  readonly url: string;
  readonly params: CallParams<C>;
  readonly query: FakeQuery<C>;
  /** The JSON body, or a multipart call's text fields converted to the body schema's types. */
  readonly body: CallBody<C>;
  /** A multipart call's files, by field name. */
  readonly files: Readonly<Record<string, File>>;
  /** By lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
}

/** A part of the request the contract refuses: the API would answer 400 with these details. */
export interface Refusal {
  where: 'params' | 'query' | 'filters' | 'body';
  details: ErrorDetail[];
}

type Found = Pick<FakeRequest, 'call' | 'name'> & { params: Record<string, string> };

/** Text values by name; a name given more than once (`benefits[]`) collects an array. */
function collect(entries: Iterable<[string, string]>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [rawName, value] of entries) {
    const name = rawName.replace(/\[\]$/, '');
    const before = values[name];
    const earlier = before === undefined ? [] : Array.isArray(before) ? before : [before];
    values[name] = rawName.endsWith('[]') || before !== undefined ? [...earlier, value] : value;
  }
  return values;
}

function readBody(call: CallDef, data: unknown): { body: unknown; files: Record<string, File> } {
  if (!(data instanceof FormData)) return { body: typeof data === 'string' && data !== '' ? JSON.parse(data) : undefined, files: {} };
  const entries = [...data.entries()];
  const text = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const files = Object.fromEntries(entries.filter((entry): entry is [string, File] => entry[1] instanceof File));
  return { body: call.body ? convertText(call.body, collect(text)) : collect(text), files };
}

function check(refusals: Refusal[], where: Refusal['where'], schema: TSchema | undefined, value: unknown, present: boolean) {
  if (schema) {
    const details = contractErrors(schema, value);
    if (details.length > 0) refusals.push({ where, details });
  } else if (present) {
    refusals.push({ where, details: [{ path: '(root)', message: `the call takes no ${where}` }] });
  }
}

function parseFilters(refusals: Refusal[], call: CallDef, text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    const filters: unknown = JSON.parse(text);
    check(refusals, 'filters', call.filters, filters, true);
    return filters;
  } catch {
    refusals.push({ where: 'filters', details: [{ path: 'filters', message: 'is not JSON' }] });
    return text;
  }
}

/** Reads a request of `found.call` with the call's schemas; `refusals` is what the API would refuse. */
export function readRequest(sent: TransportRequest, found: Found): { request: FakeRequest; refusals: Refusal[] } {
  const { call } = found;
  const refusals: Refusal[] = [];
  const url = new URL(sent.url, 'http://page.test');

  const params = call.params ? convertText(call.params, found.params) : {};
  check(refusals, 'params', call.params, params, Object.keys(found.params).length > 0);

  const rawQuery = collect(url.searchParams.entries());
  const query = call.querystring ? convertText<Record<string, unknown>>(call.querystring, rawQuery) : rawQuery;
  check(refusals, 'query', call.querystring, query, url.search !== '');
  if ('filters' in query) query['filters'] = parseFilters(refusals, call, query['filters']);

  const { body, files } = readBody(call, sent.data);
  // A multipart call's body schema covers its text fields only; a form with files alone has none.
  check(refusals, 'body', call.body, body ?? {}, body !== undefined);

  const headers = Object.fromEntries(Object.entries(sent.headers.toJSON()).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const request = { ...found, method: sent.method, url: url.pathname + url.search, params, query, body, files, headers };
  return { request: request as FakeRequest, refusals };
}
