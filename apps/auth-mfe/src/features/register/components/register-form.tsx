import { FieldStack, TextField } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { toast } from 'react-toastify';
import { failureText } from '../../../lib/failure-text';
import { PASSWORD_HINT } from '../../../lib/password-rules';
import { SubmitButton } from '../../../components/submit-button';
import { useRegister } from '../api/register';
import { registerSchema, type RegisterValues } from './register-schema';

export interface RegisterFormProps {
  token: string;
  /** The invited e-mail, shown read-only. */
  email: string;
  /** Called once the new employee is stored. */
  onRegistered: () => void;
}

/**
 * Name, Password, Confirm Password and Create Account. Different passwords show 'Passwords Do
 * Not Match' and send nothing (docs/decisions.md#password-mismatch-sends-nothing).
 */
export function RegisterForm({ token, email, onRegistered }: RegisterFormProps) {
  const { mutateAsync: register } = useRegister();

  const submit = ({ name, password, password2 }: RegisterValues) =>
    register({ token, email, name: name.trim(), password, password2 }).then(
      () => {
        toast.success('Successfully registered!');
        onRegistered();
      },
      (error: unknown) => {
        toast.error(failureText(error, 'Could not create your account. Please try again.'));
      },
    );

  return (
    <Formik<RegisterValues>
      initialValues={{ email, name: '', password: '', password2: '' }}
      validationSchema={registerSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <FieldStack>
            <TextField name="email" label="Email" type="email" readOnly />
            <TextField name="name" label="Name" autoComplete="name" />
            <TextField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
            <TextField name="password2" label="Confirm Password" type="password" autoComplete="new-password" />
            <SubmitButton busy={isSubmitting}>Create Account</SubmitButton>
          </FieldStack>
        </Form>
      )}
    </Formik>
  );
}
