import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import { MaskedPassword } from '@shopdesk/ui-kit';
import { DeliveredToCell } from './delivered-to-cell';
import { IsUsedBadge } from './is-used-badge';
import { type Column } from '@shopdesk/lists';

/**
 * The credential list's columns; the password is always masked (lists never carry it), so a phone,
 * short of room, leaves it out: the view reveals it. A used credential says who it went to, its
 * order a click away.
 */
export const CREDENTIAL_COLUMNS: Column<ServiceCredentialSummary>[] = [
  { key: 'userId', header: 'User ID', sortField: 'userId' },
  { key: 'password', header: 'Password', wideOnly: true, render: () => <MaskedPassword /> },
  { key: 'isUsed', header: 'Is Used', render: (credential) => <IsUsedBadge isUsed={credential.isUsed} isBad={credential.isBad} /> },
  { key: 'deliveredTo', header: 'Delivered to', wideOnly: true, render: (credential) => <DeliveredToCell credential={credential} /> },
];
