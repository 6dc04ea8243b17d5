import {
  confirmIdentity, errorMessage, formFailure, getMySecurity, passkeyFailure, passkeysSupported, proveWithPasskey, queryKeys,
} from '@shopdesk/api-client';
import { REAUTH_WINDOW_MINUTES } from '@shopdesk/contracts';
import { requiredMessage } from '@shopdesk/form-rules';
import { Button, color, FieldStack, Modal, space, TextField, toast, useFormSubmission } from '@shopdesk/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';

type Way = 'password' | 'code';

interface ProofValues {
  secret: string;
}

const EMPTY: ProofValues = { secret: '' };

const FIELD: Record<Way, { label: string; required: string; autoComplete: string }> = {
  password: { label: 'Password', required: requiredMessage('Password'), autoComplete: 'current-password' },
  code: { label: 'Authentication code', required: 'Enter the code your app shows, or a recovery code', autoComplete: 'one-time-code' },
};

const Message = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

const Switch = styled.div`
  margin-top: calc(-1 * ${space('xs')});
`;

/** The "Confirm it's you" dialog, open: fetched with the first call that needs it (confirm-identity-dialog.tsx). */
export function ConfirmIdentityForm({ onDone }: { onDone: (proven: boolean) => void }) {
  const formId = useId();
  const [way, setWay] = useState<Way>('password');
  const security = useQuery({ queryKey: queryKeys.account.security, queryFn: getMySecurity });
  const hasApp = security.data?.totp === 'on';
  const hasPasskey = (security.data?.passkeys.length ?? 0) > 0 && passkeysSupported();
  const [provingWithPasskey, setProvingWithPasskey] = useState(false);
  const byPasskey = () => {
    setProvingWithPasskey(true);
    proveWithPasskey().then(
      () => onDone(true),
      (error: unknown) => {
        setProvingWithPasskey(false);
        toast.error(passkeyFailure(error, "Your passkey did not confirm it's you") ?? errorMessage(error, "Could not confirm it's you"));
      },
    );
  };
  const field = FIELD[way];
  const submission = useFormSubmission<ProofValues>({
    onSubmit: ({ secret }) => confirmIdentity(way === 'password' ? { password: secret } : { code: secret.trim() }),
    describeFailure: formFailure("Could not confirm it's you", { serverMessage: true, fieldOf: { password: 'secret', code: 'secret' } }),
    onDone: () => onDone(true),
  });
  const cancel = () => onDone(false);
  return (
    <Modal
      open
      title="Confirm it's you"
      size="sm"
      onClose={cancel}
      closeDisabled={submission.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={submission.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={submission.submitting}>
            Confirm
          </Button>
        </>
      }
    >
      <Formik
        key={way}
        initialValues={EMPTY}
        validationSchema={yup.object({ secret: yup.string().required(field.required) })}
        validate={submission.validate}
        onSubmit={submission.submit}
      >
        <Form id={formId} noValidate aria-label="Confirm it's you">
          <FieldStack>
            <Message>
              This needs your {way === 'password' ? 'password' : 'authentication code'} again. You won't be asked again for {REAUTH_WINDOW_MINUTES}{' '}
              minutes while you keep working.
            </Message>
            <TextField
              name="secret"
              label={field.label}
              type={way === 'password' ? 'password' : 'text'}
              autoComplete={field.autoComplete}
              {...(way === 'code' ? { inputMode: 'numeric' as const } : {})}
            />
            {hasPasskey && (
              <Button variant="secondary" onClick={byPasskey} busy={provingWithPasskey} disabled={submission.submitting}>
                Use a passkey
              </Button>
            )}
            {hasApp && (
              <Switch>
                <Button variant="link" size="sm" onClick={() => setWay(way === 'password' ? 'code' : 'password')} disabled={submission.submitting}>
                  {way === 'password' ? 'Use an authentication code instead' : 'Use your password instead'}
                </Button>
              </Switch>
            )}
          </FieldStack>
        </Form>
      </Formik>
    </Modal>
  );
}
