import { PERSON_NAME_MAX_LENGTH } from '@shopdesk/contracts';
import { singleLineTest, yupNewPassword, yupPasswordConfirmation, yupRequired } from '@shopdesk/form-rules';
import * as yup from 'yup';

export interface RegisterValues {
  email: string;
  name: string;
  password: string;
  password2: string;
}

// The e-mail is the invite's, shown read-only: nothing to check.
export const registerSchema: yup.ObjectSchema<RegisterValues> = yup.object({
  email: yup.string().defined(),
  name: yupRequired('Name')
    .max(PERSON_NAME_MAX_LENGTH, `Name must be at most ${PERSON_NAME_MAX_LENGTH} characters`)
    .test(singleLineTest('Name')),
  password: yupNewPassword('Password'),
  password2: yupPasswordConfirmation('Confirm Password', 'password'),
});
