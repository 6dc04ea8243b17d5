import { requiredMessage, yupNewPassword, yupPasswordConfirmation } from '@shopdesk/form-rules';
import * as yup from 'yup';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  newPassword2: string;
}

export const changePasswordSchema: yup.ObjectSchema<ChangePasswordValues> = yup.object({
  // Not trimmed and not length-checked: it is whatever the password is now.
  currentPassword: yup.string().required(requiredMessage('Current Password')),
  newPassword: yupNewPassword('New Password'),
  newPassword2: yupPasswordConfirmation('Confirm New Password', 'newPassword'),
});
