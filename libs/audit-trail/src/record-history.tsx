import { errorMessage, getAuditLogWithQuery, queryKeys } from '@shopdesk/api-client';
import type { AuditEntry, AuditRecordType } from '@shopdesk/contracts';
import { color, EmptyState, ErrorNotice, fontSize, fontWeight, Loader, space } from '@shopdesk/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { actionLabel, actorLabel, auditTime } from './audit-texts';
import { ChangeSummary } from './change-summary';
import { recordHistoryPath } from './record-link';

/** How many of a record's rows its History tab shows; the audit log has the rest. */
export const HISTORY_LIMIT = 20;

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
  padding-bottom: ${space('md')};
  border-bottom: 1px solid ${color('border')};
`;

const What = styled.span`
  font-weight: ${fontWeight('semibold')};
`;

const When = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const More = styled.p`
  margin-top: ${space('md')};
`;

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <Entry>
      <What>{actionLabel(entry.action)}</What>
      <When>
        <time dateTime={entry.createdAt}>{auditTime(entry.createdAt)}</time> · {actorLabel(entry)}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </When>
      <ChangeSummary before={entry.before} after={entry.after} />
    </Entry>
  );
}

export interface RecordHistoryProps {
  entity: AuditRecordType;
  id: string;
}

/**
 * A record's History tab: its audit rows, newest first (the latest 20), each saying what was
 * done, when, by whom, from where and what changed; a link opens its whole history in the audit
 * log. For levels with `audit.read` only.
 *
 * @example <RecordHistory entity="order" id={order._id} />
 */
export function RecordHistory({ entity, id }: RecordHistoryProps) {
  const filters = { entity, entityId: id };
  const history = useQuery({
    queryKey: [...queryKeys.auditLog.lists, { filters, limit: HISTORY_LIMIT }],
    queryFn: ({ signal }) => getAuditLogWithQuery({ filters, currentPage: 1, limit: HISTORY_LIMIT }, signal),
  });

  if (history.isPending) return <Loader label="Loading the history" />;
  if (history.isError) {
    return <ErrorNotice message={errorMessage(history.error, 'Could not load the history')} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  }
  const { documents, totalItems } = history.data;
  if (documents.length === 0) return <EmptyState title="Nothing recorded yet" />;
  return (
    <section aria-label="History">
      <Entries>
        {documents.map((entry) => (
          <HistoryEntry key={entry._id} entry={entry} />
        ))}
      </Entries>
      <More>
        <Link to={recordHistoryPath(entity, id)}>
          {totalItems > documents.length ? `See all ${totalItems} in the audit log` : 'Open in the audit log'}
        </Link>
      </More>
    </section>
  );
}
