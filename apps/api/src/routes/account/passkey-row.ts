import type { Passkey } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { PasskeyRow } from '../../repositories/passkeys';

/** A passkey as the profile lists it: never its key or credential id. */
export const toPasskey = (row: PasskeyRow): Static<typeof Passkey> => ({
  _id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});
