import { errorMessage, passkeysSupported } from '@shopdesk/api-client';
import type { Passkey } from '@shopdesk/contracts';
import { AddPasskeyForm, useMySecurity } from '@shopdesk/two-factor';
import { Button, ConfirmModal, ErrorNotice, Loader, Modal, toast } from '@shopdesk/ui-kit';
import type { Static } from '@sinclair/typebox';
import { useState } from 'react';
import { ItemDetail, ItemName, SettingsItem, SettingsList } from '../../../lib/settings-list';
import { sessionTime } from '../../../lib/session-texts';
import { useRemovePasskey } from '../api/passkeys';

type Key = Static<typeof Passkey>;


/** "Added 1 May 2026, 10:00 · Last used 3 May 2026, 08:12" (or "Never used"). */
const passkeyUse = (passkey: Key) =>
  `Added ${sessionTime(passkey.createdAt)} · ${passkey.lastUsedAt ? `Last used ${sessionTime(passkey.lastUsedAt)}` : 'Never used'}`;

/**
 * The employee's passkeys: each by name, when it was added and last used, with Remove (confirmed,
 * then a fresh proof); "Add a passkey" names one and lets the browser make it.
 */
export function MyPasskeys() {
  const security = useMySecurity();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Key | null>(null);

  if (security.isPending) return <Loader label="Loading your passkeys" />;
  if (security.isError) {
    return <ErrorNotice message={errorMessage(security.error, 'Could not load your passkeys')} onRetry={() => void security.refetch()} />;
  }
  const { passkeys } = security.data;
  const removeIt = (passkey: Key) =>
    remove.mutate(passkey._id, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Passkey removed'),
      onError: (error) => toast.error(errorMessage(error, 'Could not remove the passkey')),
      onSettled: () => setRemoving(null),
    });
  return (
    <>
      {passkeys.length > 0 && (
        <SettingsList aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <SettingsItem key={passkey._id}>
              <span>
                <ItemName>{passkey.name}</ItemName>
                <ItemDetail>{passkeyUse(passkey)}</ItemDetail>
              </span>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(passkey)} aria-label={`Remove ${passkey.name}`}>
                Remove
              </Button>
            </SettingsItem>
          ))}
        </SettingsList>
      )}
      {passkeysSupported() ? (
        <Button variant={passkeys.length > 0 ? 'secondary' : 'primary'} onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      ) : (
        <ItemDetail>This browser cannot use passkeys.</ItemDetail>
      )}
      <Modal open={adding} title="Add a passkey" size="sm" onClose={() => setAdding(false)}>
        {adding && <AddPasskeyForm onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />}
      </Modal>
      <ConfirmModal
        open={removing !== null}
        message={`Remove the passkey "${removing?.name ?? ''}"? It will no longer sign you in.`}
        confirmLabel="Remove"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => removing && removeIt(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
