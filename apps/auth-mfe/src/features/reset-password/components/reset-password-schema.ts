import { yupNewPassword, yupPasswordConfirmation } from '@shopdesk/form-rules';
import * as yup from 'yup';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export const resetPasswordSchema: yup.ObjectSchema<ResetPasswordValues> = yup.object({
  newPassword: yupNewPassword('New Password'),
  confirmPassword: yupPasswordConfirmation('Confirm Password', 'newPassword'),
});
