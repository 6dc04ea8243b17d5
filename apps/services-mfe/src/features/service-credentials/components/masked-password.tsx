import { MASKED_PASSWORD } from '../utils/is-used';

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
