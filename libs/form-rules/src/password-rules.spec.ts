import * as yup from 'yup';
import { PASSWORDS_DO_NOT_MATCH, yupNewPassword, yupPasswordConfirmation } from './password-rules';

const schema = yup.object({
  password: yupNewPassword('Password'),
  confirm: yupPasswordConfirmation('Confirm Password', 'password'),
});

const errorAt = (path: 'password' | 'confirm', values: { password: string; confirm: string }) =>
  schema.validateAt(path, values).then(
    () => null,
    (error: yup.ValidationError) => error.message,
  );

describe('password rules', () => {
  it('accepts 8 to 128 characters', async () => {
    await expect(errorAt('password', { password: 'a'.repeat(8), confirm: '' })).resolves.toBeNull();
    await expect(errorAt('password', { password: 'a'.repeat(128), confirm: '' })).resolves.toBeNull();
  });

  it('refuses a missing, short or long password with a message naming the field', async () => {
    await expect(errorAt('password', { password: '', confirm: '' })).resolves.toBe('Password is required');
    await expect(errorAt('password', { password: 'a'.repeat(7), confirm: '' })).resolves.toBe(
      'Password must be at least 8 characters',
    );
    await expect(errorAt('password', { password: 'a'.repeat(129), confirm: '' })).resolves.toBe(
      'Password must be at most 128 characters',
    );
  });

  it('requires the confirmation and says when it differs', async () => {
    await expect(errorAt('confirm', { password: 'abcdefgh', confirm: '' })).resolves.toBe('Confirm Password is required');
    await expect(errorAt('confirm', { password: 'abcdefgh', confirm: 'abcdefgi' })).resolves.toBe(PASSWORDS_DO_NOT_MATCH);
    await expect(errorAt('confirm', { password: 'abcdefgh', confirm: 'abcdefgh' })).resolves.toBeNull();
  });

  it('keeps spaces: they are part of a password', async () => {
    await expect(errorAt('confirm', { password: ' abcdefgh', confirm: 'abcdefgh' })).resolves.toBe(PASSWORDS_DO_NOT_MATCH);
  });
});
