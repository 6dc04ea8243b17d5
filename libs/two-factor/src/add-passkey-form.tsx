import { addPasskey, formFailure, passkeyFailure } from '@shopdesk/api-client';
import type { Passkey } from '@shopdesk/contracts';
import { PASSKEY_NAME_MAX_LENGTH } from '@shopdesk/contracts';
import { Button, FieldStack, space, TextField, useFormSubmission } from '@shopdesk/ui-kit';
import type { Static } from '@sinclair/typebox';
import { useMutation } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { useRefreshSecurity } from './security-queries';

interface NameValues {
  name: string;
}

const schema: yup.ObjectSchema<NameValues> = yup.object({
  name: yup
    .string()
    .trim()
    .required('Name the passkey, so you can tell it from others')
    .max(PASSKEY_NAME_MAX_LENGTH, `A passkey's name is at most ${PASSKEY_NAME_MAX_LENGTH} characters`),
});

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
`;

export interface AddPasskeyFormProps {
  /** The passkey is added (listed under its name). */
  onAdded: (passkey: Static<typeof Passkey>) => void;
  onCancel?: () => void;
}

/** Adds a passkey made on this device (Touch ID, Windows Hello, a phone, a security key) under a name. */
export function AddPasskeyForm({ onAdded, onCancel }: AddPasskeyFormProps) {
  const add = useMutation({ mutationFn: addPasskey, onSettled: useRefreshSecurity() });
  const failure = formFailure('Could not add the passkey', { serverMessage: true });
  const submission = useFormSubmission<NameValues>({
    onSubmit: async ({ name }) => onAdded(await add.mutateAsync(name.trim())),
    successToast: 'Passkey added',
    describeFailure: (error, values) => {
      const browser = passkeyFailure(error, 'Your browser could not make the passkey');
      return browser ? { errors: {}, message: browser } : failure(error, values);
    },
    onDone: () => undefined,
  });
  return (
    <Formik initialValues={{ name: '' }} validationSchema={schema} validate={submission.validate} onSubmit={submission.submit}>
      <Form noValidate aria-label="Add a passkey">
        <FieldStack>
          <TextField name="name" label="Passkey name" placeholder="Work laptop" hint="Your browser then asks for your fingerprint, face or PIN." />
          <Actions>
            <Button type="submit" busy={submission.submitting}>
              Add passkey
            </Button>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel} disabled={submission.submitting}>
                Cancel
              </Button>
            )}
          </Actions>
        </FieldStack>
      </Form>
    </Formik>
  );
}
