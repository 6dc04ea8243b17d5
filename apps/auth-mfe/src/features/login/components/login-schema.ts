import { requiredMessage, yupEmail } from '@shopdesk/form-rules';
import * as yup from 'yup';

export interface LoginValues {
  email: string;
  password: string;
}

// Only required here: the length rule is for new passwords, and an old one is checked by the server.
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: yupEmail('Email'),
  password: yup.string().required(requiredMessage('Password')),
});
