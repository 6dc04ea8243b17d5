import { type AuditLogFilters } from '@shopdesk/api-client';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, SAVED_VIEW_LISTS, type AuditAction, type AuditRecordType } from '@shopdesk/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_URL_KEYS } from '@shopdesk/lists';

/** The audit log's filters as its URL keeps them: ids and keys as they are, days as YYYY-MM-DD. */
export interface AuditUrlFilters {
  employee: string;
  action: string;
  entity: string;
  entityId: string;
  /** The first day shown, in the employee's time zone. */
  from: string;
  /** The last day shown (inclusive), in the employee's time zone. */
  to: string;
}

/** The URL keys of the filters: the ones a saved view of the audit log keeps. */
export const AUDIT_URL_KEYS = SAVED_VIEW_LISTS.auditLog.filterKeys satisfies readonly (keyof AuditUrlFilters)[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The start of a day in the employee's time zone, as the API's timestamp. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
};

/**
 * The call's filters for what the URL says; a value that is not one the API takes (a typo in a
 * kept link) is left out rather than answered with an error page. `to` is the day after the last
 * day shown, as the API's `to` is exclusive.
 *
 * @example toCallFilters({ ...empty, from: '2026-05-01', to: '2026-05-01' }) // one day, midnight to midnight
 */
export function toCallFilters(url: AuditUrlFilters): AuditLogFilters {
  return {
    ...(UUID.test(url.employee) ? { employee: url.employee } : {}),
    ...(url.action in AUDIT_ACTIONS ? { action: url.action as AuditAction } : {}),
    ...(url.entity in AUDIT_RECORD_TYPES ? { entity: url.entity as AuditRecordType } : {}),
    ...(UUID.test(url.entityId) ? { entityId: url.entityId } : {}),
    ...(DAY.test(url.from) ? { from: startOfDay(url.from) } : {}),
    ...(DAY.test(url.to) ? { to: dayAfter(url.to) } : {}),
  };
}

/** The audit log's filters as `params` (the URL's query) hold them; '' for each one not there. */
export const auditUrlFiltersOf = (params: URLSearchParams): AuditUrlFilters =>
  Object.fromEntries(AUDIT_URL_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as AuditUrlFilters;

/**
 * The audit log's filters in the URL, so a filtered log is a link to keep or send; changing one
 * goes back to the first page.
 *
 * @example const { filters, setFilter } = useAuditUrlFilters(); setFilter('action', 'order.complete');
 */
export function useAuditUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters = auditUrlFiltersOf(params);
  const setFilter = useCallback(
    (key: keyof AuditUrlFilters, value: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        // A record id without its type names nothing the screen can show: both go together.
        if (key === 'entity') next.delete('entityId');
        next.delete(LIST_URL_KEYS.page);
        return next;
      }),
    [setParams],
  );
  return { filters, setFilter };
}
