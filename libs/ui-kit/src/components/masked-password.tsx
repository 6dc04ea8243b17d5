/** What a screen shows in place of a password not read: a password is only read one credential at a time. */
export const MASKED_PASSWORD = '••••••••';

/**
 * The bullets that stand for a password not shown, read as 'Hidden password' (with a role: ARIA
 * lets a plain span have no name of its own).
 *
 * @example <MaskedPassword />
 */
export function MaskedPassword() {
  return (
    <span role="img" aria-label="Hidden password">
      {MASKED_PASSWORD}
    </span>
  );
}
