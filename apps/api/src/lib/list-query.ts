import { LIST_LIMITS, type CallDef, type ListQuery, type SortValue } from '@shopdesk/contracts';
import { badRequest } from '../errors';
import { validateOrThrow } from './validation';

export interface ParsedListQuery<Filters> {
  search?: string;
  page: number;
  limit: number;
  offset: number;
  filters: Filters;
  /**
   * The order asked for (already one of the call's sorts: its query schema refuses the others),
   * else the call's own; undefined for a call without sorts (an export).
   */
  sort?: SortValue<string>;
}

/** A list call's query, `sort` included where the call takes it. */
export type SortableListQuery = ListQuery & { sort?: SortValue<string> };

/**
 * Reads a list call's query: the `filters` JSON text against the call's allowlist schema (bad JSON
 * or unknown keys are 400s), the page and its size (the query schema's defaults already applied),
 * and the order (`sort`, already checked against the query schema, or the call's default).
 */
export function parseListQuery<Filters extends object>(call: CallDef, query: SortableListQuery): ParsedListQuery<Filters> {
  let filters: unknown = {};
  if (query.filters !== undefined && query.filters.trim() !== '') {
    try {
      filters = JSON.parse(query.filters);
    } catch {
      throw badRequest('Invalid filters: not valid JSON');
    }
    if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) {
      throw badRequest('Invalid filters: must be a JSON object');
    }
  }
  if (call.filters) filters = validateOrThrow<Filters>(call.filters, filters, 'filters');
  const page = query.currentPage ?? LIST_LIMITS.currentPage;
  const limit = query.limit ?? LIST_LIMITS.limit;
  const search = query.search?.trim() || undefined;
  return { search, page, limit, offset: (page - 1) * limit, filters: filters as Filters, sort: query.sort ?? call.sorts?.default };
}

/** `true`/`'true'` → true, `false`/`'false'` → false; absent → active (archived rows are listed on request only). */
export function activeFlag(value: boolean | 'true' | 'false' | undefined, fallback = true): boolean {
  if (value === undefined) return fallback;
  return value === true || value === 'true';
}

/** `term` with LIKE's wildcards escaped. */
const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term escaped. */
export const containsPattern = (term: string): string => `%${likeLiteral(term)}%`;

/** A LIKE pattern matching what starts with `term`, its wildcards escaped. */
export const startsWithPattern = (term: string): string => `${likeLiteral(term)}%`;

/** A list answer's page: `totalIsLowerBound` only when a search matched more than it counted. */
export function pageOf<T>(documents: T[], total: { count: number; isLowerBound: boolean }, limit: number) {
  const page = { documents, totalItems: total.count, totalPages: Math.ceil(total.count / limit) };
  return total.isLowerBound ? { ...page, totalIsLowerBound: true } : page;
}

/**
 * Builds the WHERE clause of a list query from optional conditions. Each condition gets its
 * values appended to `params` and writes `$n` placeholders; SQL text never holds a value.
 */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** `sql` uses `?` for its values, in order. */
  add(sql: string, ...values: unknown[]): this {
    let i = 0;
    this.parts.push(
      sql.replace(/\?/g, () => {
        this.params.push(values[i++]);
        return `$${this.params.length}`;
      }),
    );
    return this;
  }

  /** A placeholder for one more value (LIMIT, OFFSET). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
