import * as yup from 'yup';
import { yupNewPassword, yupPasswordConfirmation } from '../../../lib/password-rules';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export const resetPasswordSchema: yup.ObjectSchema<ResetPasswordValues> = yup.object({
  newPassword: yupNewPassword('New Password'),
  confirmPassword: yupPasswordConfirmation('Confirm Password', 'newPassword'),
});
