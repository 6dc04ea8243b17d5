import { WATCH_KINDS, type WatchListEntry } from '@shopdesk/contracts';
import { Badge } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { dateOnly } from '../../../lib/created-at';
import { type Column, orNA } from '@shopdesk/lists';

// An address or a prefix has no space to wrap at: breaking it anywhere keeps the table in its room.
const Value = styled.span`
  overflow-wrap: anywhere;
`;

/** "Expired" once past its expiry, else its date, or "Never". */
const expiry = (entry: WatchListEntry) =>
  entry.expiresAt === null ? 'Never' : Date.parse(entry.expiresAt) <= Date.now() ? <Badge tone="neutral">Expired</Badge> : dateOnly(entry.expiresAt);

/** The watch list's columns: what is watched and why, until when, by whom and since when; on a phone the value and the reason. */
export const WATCH_LIST_COLUMNS: Column<WatchListEntry>[] = [
  { key: 'kind', header: 'Kind', wideOnly: true, render: (entry) => WATCH_KINDS[entry.kind] },
  { key: 'value', header: 'Value', sortField: 'value', render: (entry) => <Value>{entry.value}</Value> },
  { key: 'reason', header: 'Reason' },
  { key: 'expiresAt', header: 'Expires', sortField: 'expiresAt', wideOnly: true, render: expiry },
  { key: 'createdBy', header: 'Added by', wideOnly: true, render: (entry) => orNA(entry.createdBy?.name) },
  { key: 'createdAt', header: 'Added', sortField: 'createdAt', wideOnly: true, render: (entry) => dateOnly(entry.createdAt) },
];
