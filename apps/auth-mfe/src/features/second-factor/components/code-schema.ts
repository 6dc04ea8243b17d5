import { requiredMessage } from '@shopdesk/form-rules';
import * as yup from 'yup';

export interface CodeValues {
  code: string;
}

/** An app's 6 digits or a recovery code (10 letters and digits, a dash or spaces allowed). */
const CODE = /^(\d{3}\s?\d{3}|[0-9A-Za-z]{5}[\s-]?[0-9A-Za-z]{5})$/;

export const codeSchema: yup.ObjectSchema<CodeValues> = yup.object({
  code: yup
    .string()
    .trim()
    .required(requiredMessage('Authentication code'))
    .matches(CODE, 'Enter the 6 digits of your app, or a recovery code'),
});
