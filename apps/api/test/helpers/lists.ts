import type { CallDef } from '@shopdesk/contracts';
import type { Caller } from './call';
import type { TestApp } from './test-app';

/** A page of a list call: its documents and the totals. */
export interface ListPage<D = { _id: string }> {
  documents: D[];
  totalItems: number;
  totalPages: number;
  totalIsLowerBound?: boolean;
}

export type ListQuery = Record<string, string | number>;

/**
 * Reads a list call as `caller`: `list(query)` answers the page (the call must answer 200),
 * `idsOf(query)` only its documents' ids, in order.
 *
 * @example const { list, idsOf } = listing(t, me, api.services.getServiceWithQuery);
 */
export function listing<D extends { _id: string } = { _id: string }>(t: TestApp, caller: Caller, call: CallDef) {
  const list = async (query: ListQuery = {}): Promise<ListPage<D>> => {
    const res = await t.call(caller, call, { query });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const idsOf = async (query: ListQuery = {}): Promise<string[]> => (await list(query)).documents.map((d) => d._id);
  return { list, idsOf };
}
