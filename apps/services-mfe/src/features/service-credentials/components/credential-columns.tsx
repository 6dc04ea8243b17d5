import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import type { Column } from '@shopdesk/ui-kit';
import { MASKED_PASSWORD } from '../utils/is-used';
import { IsUsedBadge } from './is-used-badge';

/** The credential list's columns; the password is always masked (lists never carry it). */
export const CREDENTIAL_COLUMNS: Column<ServiceCredentialSummary>[] = [
  { key: 'userId', header: 'User ID' },
  { key: 'password', header: 'Password', render: () => <span aria-label="Hidden password">{MASKED_PASSWORD}</span> },
  { key: 'isUsed', header: 'Is Used', render: (credential) => <IsUsedBadge isUsed={credential.isUsed} /> },
];
