import { FieldStack, TextField, toast } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { SubmitButton } from '../../../components/submit-button';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';
import { sendFailureText } from './send-failure-text';

const initialValues: ForgotPasswordValues = { email: '' };

/** The e-mail to send a reset link to, and Continue; `onSent` gets the address once the request went through. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { mutateAsync: requestLink } = useForgotPassword();

  const submit = (values: ForgotPasswordValues) => {
    const email = values.email.trim();
    return requestLink({ email }).then(
      () => onSent(email),
      (error: unknown) => {
        toast.error(sendFailureText(error));
      },
    );
  };

  return (
    <Formik initialValues={initialValues} validationSchema={forgotPasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <FieldStack>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <SubmitButton busy={isSubmitting}>Continue</SubmitButton>
          </FieldStack>
        </Form>
      )}
    </Formik>
  );
}
