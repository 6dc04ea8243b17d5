import { LEVEL_LABELS, type Level } from '@shopdesk/contracts';
import { PASSWORD_HINT } from '@shopdesk/form-rules';
import { FieldStack, TextField, toast } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { failureText } from '../../../lib/failure-text';
import { SubmitButton } from '../../../components/submit-button';
import { useRegister } from '../api/register';
import { registerSchema, type RegisterValues } from './register-schema';

export interface RegisterFormProps {
  token: string;
  /** The invited e-mail, shown read-only. */
  email: string;
  /** The level the invite joins at, said under the e-mail. */
  level: Level;
  /** Called once the new employee is stored. */
  onRegistered: () => void;
}

/** 'You are joining as a Manager.' ('an Agent', 'an Owner'): the article follows the label's sound. */
export function joiningText(level: Level): string {
  const label = LEVEL_LABELS[level];
  return `You are joining as ${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label}.`;
}

/**
 * The invited e-mail read-only, the level it joins at under it, then Name, Password, Confirm
 * Password and Create Account. Different passwords show 'Passwords Do Not Match' and send nothing
 * (docs/decisions.md#password-mismatch-sends-nothing).
 */
export function RegisterForm({ token, email, level, onRegistered }: RegisterFormProps) {
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
            <TextField name="email" label="Email" type="email" readOnly hint={joiningText(level)} />
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
