import { errorMessage, formFailure } from '@shopdesk/api-client';
import { STOREFRONT_KEY_NAME_MAX_LENGTH, type StorefrontKey } from '@shopdesk/contracts';
import { Badge, Button, color, ConfirmModal, copyText, EmptyState, ErrorNotice, FieldStack, font, Loader, Modal, space, TextField, toast, useFormSubmission } from '@shopdesk/ui-kit';
import type { Static } from '@sinclair/typebox';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { ItemDetail, ItemName, SettingsItem, SettingsList } from '../../../lib/settings-list';
import * as yup from 'yup';
import { useStorefrontKeyChanges, useStorefrontKeys } from '../api/storefront-keys';

type Key = Static<typeof StorefrontKey>;

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "Made 1 May 2026, 10:00 · Last used 3 May 2026, 08:12" (or "Never used"; revoked keys say when). */
const keyHistory = (key: Key) =>
  [
    `Made ${WHEN.format(new Date(key.createdAt))}`,
    key.lastUsedAt ? `Last used ${WHEN.format(new Date(key.lastUsedAt))}` : 'Never used',
    ...(key.revokedAt ? [`Revoked ${WHEN.format(new Date(key.revokedAt))}`] : []),
  ].join(' · ');


const Secret = styled.code`
  display: block;
  padding: ${space('sm')} ${space('md')};
  font-family: ${font('mono')};
  overflow-wrap: anywhere;
  background: ${color('surfaceMuted')};
  user-select: all;
`;

const nameSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Name the key after what uses it, e.g. "web shop"')
    .max(STOREFRONT_KEY_NAME_MAX_LENGTH, `A key's name is at most ${STOREFRONT_KEY_NAME_MAX_LENGTH} characters`),
});

/** Names a new key; once made, shows it this once, to copy into the storefront's settings. */
function MakeKey({ onClose }: { onClose: () => void }) {
  const { create } = useStorefrontKeyChanges();
  const [made, setMade] = useState<string | null>(null);
  const submission = useFormSubmission<{ name: string }>({
    onSubmit: async ({ name }) => setMade((await create.mutateAsync(name.trim())).data.key),
    describeFailure: formFailure('Could not make the key', { serverMessage: true }),
    onDone: () => undefined,
  });
  if (made) {
    return (
      <FieldStack>
        <ItemDetail>Copy the key into the storefront's settings now: it is not shown again.</ItemDetail>
        <Secret aria-label="New storefront key">{made}</Secret>
        <div>
          <Button variant="secondary" onClick={() => void copyText(made, 'Key copied')}>
            Copy key
          </Button>{' '}
          <Button onClick={onClose}>Done</Button>
        </div>
      </FieldStack>
    );
  }
  return (
    <Formik initialValues={{ name: '' }} validationSchema={nameSchema} validate={submission.validate} onSubmit={submission.submit}>
      <Form noValidate aria-label="Make a storefront key">
        <FieldStack>
          <TextField name="name" label="Key name" placeholder="web shop" />
          <div>
            <Button type="submit" busy={submission.submitting}>
              Make key
            </Button>{' '}
            <Button variant="secondary" onClick={onClose} disabled={submission.submitting}>
              Cancel
            </Button>
          </div>
        </FieldStack>
      </Form>
    </Formik>
  );
}

/**
 * The Storefront keys card: each key the storefront calls with (by name, when made, last used,
 * revoked), "Make a key" (shown once) and Revoke (confirmed); both ask the owner to confirm it's them.
 */
export function StorefrontKeys() {
  const keys = useStorefrontKeys();
  const { revoke } = useStorefrontKeyChanges();
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<Key | null>(null);

  if (keys.isPending) return <Loader label="Loading the storefront keys" />;
  if (keys.isError) return <ErrorNotice message={errorMessage(keys.error, 'Could not load the storefront keys')} onRetry={() => void keys.refetch()} />;
  const revokeIt = (key: Key) =>
    revoke.mutate(key._id, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Storefront key revoked'),
      onError: (error) => toast.error(errorMessage(error, 'Could not revoke the key')),
      onSettled: () => setRevoking(null),
    });
  return (
    <>
      {keys.data.length === 0 ? (
        <EmptyState title="No storefront keys yet" />
      ) : (
        <SettingsList aria-label="Storefront keys">
          {keys.data.map((key) => (
            <SettingsItem key={key._id}>
              <span>
                <ItemName>
                  {key.name}
                  <Badge tone={key.revokedAt ? 'neutral' : 'success'}>{key.revokedAt ? 'Revoked' : 'Active'}</Badge>
                </ItemName>
                <ItemDetail>{keyHistory(key)}</ItemDetail>
              </span>
              {!key.revokedAt && (
                <Button variant="secondary" size="sm" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                  Revoke
                </Button>
              )}
            </SettingsItem>
          ))}
        </SettingsList>
      )}
      <Button onClick={() => setMaking(true)}>Make a key</Button>
      <Modal open={making} title="Make a storefront key" size="sm" onClose={() => setMaking(false)}>
        {making && <MakeKey onClose={() => setMaking(false)} />}
      </Modal>
      <ConfirmModal
        open={revoking !== null}
        message={`Revoke the key "${revoking?.name ?? ''}"? The storefront's next order with it is refused.`}
        confirmLabel="Revoke"
        tone="danger"
        busy={revoke.isPending}
        onConfirm={() => revoking && revokeIt(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
