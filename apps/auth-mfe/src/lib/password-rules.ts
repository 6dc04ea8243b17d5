import { requiredMessage } from '@shopdesk/ui-kit';
import * as yup from 'yup';

// The API's password rule (DESIGN.md §6): 8 to 128 characters, no composition rules.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords Do Not Match';

/** A new password: required, 8 to 128 characters. Not trimmed: spaces are part of a password. */
export const yupNewPassword = (label: string) =>
  yup
    .string()
    .required(requiredMessage(label))
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The confirmation of the field `passwordField`: required, and 'Passwords Do Not Match' when it differs. */
export const yupPasswordConfirmation = (label: string, passwordField: string) =>
  yup
    .string()
    .required(requiredMessage(label))
    // A test rather than oneOf: oneOf runs before required, and an empty box should say it is required.
    .test('matches', PASSWORDS_DO_NOT_MATCH, function matches(value) {
      return !value || value === this.parent[passwordField];
    });
