import { CREDENTIAL_LIMITS } from '@shopdesk/contracts';
import { singleLineTest, yupRequired } from '@shopdesk/form-rules';
import * as yup from 'yup';

/** The credential form's rules: the password is required, the user id optional and one line; the API's lengths. */
export const credentialSchema = yup.object({
  userId: yup
    .string()
    .trim()
    .max(CREDENTIAL_LIMITS.userIdMaxLength, `User ID must be at most ${CREDENTIAL_LIMITS.userIdMaxLength} characters`)
    .test(singleLineTest('User ID')),
  password: yupRequired('Password').max(
    CREDENTIAL_LIMITS.passwordMaxLength,
    `Password must be at most ${CREDENTIAL_LIMITS.passwordMaxLength} characters`,
  ),
});
