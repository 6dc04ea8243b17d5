import { formFailure } from '@shopdesk/api-client';
import { PASSWORD_HINT } from '@shopdesk/form-rules';
import { Button, FieldStack, TextField, useFormSubmission } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', newPassword2: '' };

/**
 * Change password: the current one, the new one twice. On success the API's message ('Password
 * changed') and an empty form; the other sessions have ended. A wrong current password, or a new
 * one the rules refuse, shows at its field with the typed values kept.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  // The form of the submit in flight, emptied once it succeeds (passwords are not kept on screen).
  const emptyForm = useRef<() => void>(() => undefined);
  const submission = useFormSubmission<ChangePasswordValues>({
    onSubmit: (values) => change.mutateAsync(values),
    successToast: 'Password changed',
    describeFailure: formFailure('Could not change the password', { serverMessage: true }),
    onDone: () => emptyForm.current(),
  });
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={changePasswordSchema}
      validate={submission.validate}
      onSubmit={(values, helpers) => {
        emptyForm.current = () => helpers.resetForm();
        return submission.submit(values, helpers);
      }}
    >
      <Form noValidate aria-label="Change password">
        <FieldStack>
          <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
          <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
          <TextField name="newPassword2" label="Confirm New Password" type="password" autoComplete="new-password" />
          <div>
            <Button type="submit" busy={submission.submitting}>
              Change password
            </Button>
          </div>
        </FieldStack>
      </Form>
    </Formik>
  );
}
