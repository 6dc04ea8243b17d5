import { PASSWORD_HINT } from '@shopdesk/form-rules';
import { FieldStack, TextField, toast } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/submit-button';
import { failureText } from '../../../lib/failure-text';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

const initialValues: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

export interface ResetPasswordFormProps {
  /** The reset token from the e-mailed link. */
  token: string;
  /** Called once the password is changed. */
  onChanged: () => void;
}

/**
 * New Password, Confirm Password and Recover Password. Different passwords show 'Passwords Do
 * Not Match' and send nothing: the link is single use (docs/decisions.md#password-mismatch-sends-nothing).
 */
export function ResetPasswordForm({ token, onChanged }: ResetPasswordFormProps) {
  const { mutateAsync: reset } = useResetPassword();

  const submit = ({ newPassword }: ResetPasswordValues) =>
    reset({ token, newPassword }).then(
      () => {
        toast.success('Successfully Password Changed!');
        onChanged();
      },
      (error: unknown) => {
        toast.error(failureText(error, 'Could not change the password. Please try again.'));
      },
    );

  return (
    <AuthCard title="Reset your password" description="Choose a new password for your account.">
      <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FieldStack>
              <TextField
                name="newPassword"
                label="New Password"
                type="password"
                autoComplete="new-password"
                hint={PASSWORD_HINT}
              />
              <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
              <SubmitButton busy={isSubmitting}>Recover Password</SubmitButton>
            </FieldStack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
