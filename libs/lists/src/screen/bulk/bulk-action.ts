import type { ActiveFilter, BulkResult, BulkTarget } from '@shopdesk/contracts';

/** How a list names its rows: 'order', 'orders'. */
export interface RowNoun {
  one: string;
  many: string;
}

/**
 * One action of a list's bulk bar (offer only those the employee's level allows): its button, its
 * confirmation, and the call that does it to the ticked rows.
 *
 * @example
 * { key: 'complete', label: 'Complete', done: 'completed', run: (target) => complete.mutateAsync(target) }
 */
export interface BulkAction {
  key: string;
  /** The bar's button and the confirmation's: 'Complete', 'Archive'. */
  label: string;
  /** What a row it did became, for the result: 'completed', 'archived'. */
  done: string;
  /** `danger` for what removes or cancels something. */
  tone?: 'primary' | 'danger';
  /** A sentence the confirmation adds under its question (what happens to each row). */
  detail?: string;
  /** Does it; rejects when the call as a whole was refused (the rows' own failures are in the result). */
  run: (target: BulkTarget) => Promise<BulkResult>;
}

/** `5 orders`, `1 order`. */
export const countOf = (count: number, noun: RowNoun) => `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.many}`;

/**
 * What a bulk action did, in a line: how many it did, then how many it did not and why (each
 * reason once, with its count when they differ).
 *
 * @example bulkResultText({ done: [18 ids], failed: [2 with 'No stock for Falcon VPN'] }, 'completed')
 *          // '18 completed, 2 not: No stock for Falcon VPN'
 */
export function bulkResultText(result: BulkResult, done: string): string {
  const did = `${result.done.length.toLocaleString('en-US')} ${done}`;
  if (result.failed.length === 0) return did;
  const reasons = new Map<string, number>();
  for (const { message } of result.failed) reasons.set(message, (reasons.get(message) ?? 0) + 1);
  const why =
    reasons.size === 1
      ? [...reasons.keys()][0]
      : [...reasons].map(([message, count]) => `${message} (${count.toLocaleString('en-US')})`).join('; ');
  return `${did}, ${result.failed.length.toLocaleString('en-US')} not: ${why}`;
}

/**
 * The bulk action of a list with the Active/Archived filter: Archive on the active rows, Unarchive
 * on the archived ones. `run` sends the list's bulk archive call with the new `isActive`.
 *
 * @example archiveBulkAction(services.isActive, archiveServices)
 */
export function archiveBulkAction(listed: ActiveFilter, run: (target: BulkTarget, isActive: boolean) => Promise<BulkResult>): BulkAction {
  return listed === 'true'
    ? { key: 'archive', label: 'Archive', done: 'archived', tone: 'danger', run: (target) => run(target, false) }
    : { key: 'unarchive', label: 'Unarchive', done: 'unarchived', run: (target) => run(target, true) };
}
