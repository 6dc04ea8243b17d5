import { badRequest } from '../../errors';
import { isCommonPassword } from '../../lib/common-passwords';

/** Length (PASSWORD_LENGTH) is checked by the contract's schema; this adds the common-password rule. */
export function assertAcceptablePassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest('This password is one of the most common passwords; choose another one', [
      { path: field, message: 'is too common' },
    ]);
  }
}

export function assertPasswordsMatch(password: string, confirmation: string): void {
  if (password !== confirmation) throw badRequest('Passwords Do Not Match', [{ path: 'password2', message: 'does not match password' }]);
}
