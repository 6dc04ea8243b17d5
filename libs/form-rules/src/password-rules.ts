import { PASSWORD_LENGTH } from '@shopdesk/contracts';
import { requiredMessage } from './validation';
import * as yup from 'yup';

// The API's password rule, from the contract: a length range, no composition rules
// (docs/architecture.md#security-model).
const { min, max } = PASSWORD_LENGTH;
export const PASSWORD_HINT = `${min} to ${max} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords Do Not Match';

/** A new password: required, within the contract's length range. Not trimmed: spaces are part of a password. */
export const yupNewPassword = (label: string) =>
  yup
    .string()
    .required(requiredMessage(label))
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** The confirmation of the field `passwordField`: required, and 'Passwords Do Not Match' when it differs. */
export const yupPasswordConfirmation = (label: string, passwordField: string) =>
  yup
    .string()
    .required(requiredMessage(label))
    // A test rather than oneOf: oneOf runs before required, and an empty box should say it is required.
    .test('matches', PASSWORDS_DO_NOT_MATCH, function matches(value) {
      return !value || value === this.parent[passwordField];
    });
