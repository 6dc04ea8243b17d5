import { servicePath } from '@shopdesk/sections';
import { Link } from 'react-router-dom';
import { recordTypeLabel } from './audit-texts';
import { IdCell } from '@shopdesk/lists';

/** The audit log screen, where the History tabs' "whole history" link goes. */
export const AUDIT_LOG_PATH = '/main/users/auditLog';

/** The audit log filtered to one record: its whole history. */
export const recordHistoryPath = (entity: string, id: string): string =>
  `${AUDIT_LOG_PATH}?${new URLSearchParams({ entity, entityId: id })}`;

/** The page of a record of this type, where it has one of its own. */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  service: servicePath,
};

/**
 * Which record a row is about: its type, and its id linked to its own page (a service's) or else
 * to its whole history in the audit log.
 *
 * @example <RecordLink entity="order" id={entry.entityId} />
 */
export function RecordLink({ entity, id }: { entity: string; id: string | null }) {
  const type = recordTypeLabel(entity);
  if (id === null) return <>{type}</>;
  const to = RECORD_PAGES[entity]?.(id) ?? recordHistoryPath(entity, id);
  return (
    <>
      {/* The link reads as it looks (the id's first characters); the whole id is its tooltip. */}
      {type} <Link to={to}><IdCell id={id} /></Link>
    </>
  );
}
