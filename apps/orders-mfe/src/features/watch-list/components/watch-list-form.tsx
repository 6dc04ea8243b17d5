import { formFailure } from '@shopdesk/api-client';
import { WATCH_KINDS, WATCH_LIST_LIMITS, type WatchKind } from '@shopdesk/contracts';
import { yupRequired } from '@shopdesk/form-rules';
import { FormModal, SelectField, TextField } from '@shopdesk/ui-kit';
import * as yup from 'yup';
import { useAddWatchListEntry } from '../api/watch-list';

const KIND_OPTIONS = (Object.keys(WATCH_KINDS) as WatchKind[]).map((value) => ({ value, label: WATCH_KINDS[value] }));

/** How long an entry lasts, in days ('' never ends). */
const EXPIRY_OPTIONS = [
  { value: '', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
];

interface WatchValues {
  kind: WatchKind | '';
  value: string;
  reason: string;
  expiresInDays: string;
}

const HINTS: Record<WatchKind, string> = {
  email: 'A whole address, like name@example.com: every order from it.',
  domain: 'Like example.com: every order from an address at it.',
  transaction_prefix: "The start of a payment's transaction id, like CHB-: every order whose id starts with it.",
};

const schema = yup.object({
  kind: yup.string().required('Kind is required'),
  value: yupRequired('Value').max(WATCH_LIST_LIMITS.valueMaxLength, `Value must be at most ${WATCH_LIST_LIMITS.valueMaxLength} characters`),
  reason: yupRequired('Reason').max(WATCH_LIST_LIMITS.reasonMaxLength, `Reason must be at most ${WATCH_LIST_LIMITS.reasonMaxLength} characters`),
});

/** 'Add to the watch list': what to watch, why, and for how long. Mount it only while open. */
export function WatchListForm({ onClose }: { onClose: () => void }) {
  const add = useAddWatchListEntry();
  return (
    <FormModal<WatchValues>
      open
      mode="create"
      topic="Watch List Entry"
      title="Add to the watch list"
      submitLabel="Add to the watch list"
      cancelLabel="Cancel"
      initialValues={{ kind: '', value: '', reason: '', expiresInDays: '' }}
      validationSchema={schema}
      onSubmit={({ kind, value, reason, expiresInDays }) =>
        add.mutateAsync({
          kind: kind as WatchKind,
          value: value.trim(),
          reason: reason.trim(),
          ...(expiresInDays ? { expiresAt: new Date(Date.now() + Number(expiresInDays) * 86_400_000).toISOString() } : {}),
        })
      }
      successToast="Added to the watch list"
      describeFailure={formFailure('Failed to add to the watch list', { serverMessage: true })}
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <SelectField name="kind" label="Kind" placeholder="Choose what to watch" options={KIND_OPTIONS} />
          <TextField name="value" label="Value" hint={values.kind ? HINTS[values.kind] : undefined} />
          <TextField name="reason" label="Reason" hint="Shown on every pending order it matches." />
          <SelectField name="expiresInDays" label="Expires" options={EXPIRY_OPTIONS} />
        </>
      )}
    </FormModal>
  );
}
