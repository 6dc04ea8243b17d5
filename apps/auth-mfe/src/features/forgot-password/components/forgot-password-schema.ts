import { yupEmail } from '@shopdesk/form-rules';
import * as yup from 'yup';

export interface ForgotPasswordValues {
  email: string;
}

export const forgotPasswordSchema: yup.ObjectSchema<ForgotPasswordValues> = yup.object({
  email: yupEmail('Email'),
});
