import { useState } from 'react';
import styled from 'styled-components';
import { space } from '../theme/theme-of';
import { Button } from './button';
import { ErrorNotice } from './error-notice';
import { MaskedPassword } from './masked-password';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

const Secret = styled.code`
  font-family: inherit;
  overflow-wrap: anywhere;
`;

type Reveal =
  | { step: 'hidden' }
  | { step: 'reading' }
  | { step: 'shown'; password: string }
  | { step: 'failed'; message: string };

export interface PasswordRevealProps {
  /** Reads the password: called on Show and on Retry, never before (each read may be audited). */
  read: () => Promise<string>;
  /** The failure's text, e.g. `(error) => errorMessage(error, 'Could not read the password')`. */
  describeError: (error: unknown) => string;
}

/**
 * A password, masked until the employee asks: Show reads it, Hide masks it again and forgets it.
 * The password lives in this component's state only: no cache keeps it once the screen is gone.
 * The toggle is busy while a read runs, so a read's answer is always the one the employee asked for.
 *
 * @example <PasswordReveal read={() => readPassword(id)} describeError={(error) => errorMessage(error, 'Could not read the password')} />
 */
export function PasswordReveal({ read, describeError }: PasswordRevealProps) {
  const [reveal, setReveal] = useState<Reveal>({ step: 'hidden' });

  const show = () => {
    setReveal({ step: 'reading' });
    read().then(
      (password) => setReveal({ step: 'shown', password }),
      (error: unknown) => setReveal({ step: 'failed', message: describeError(error) }),
    );
  };
  const hide = () => setReveal({ step: 'hidden' });
  const shown = reveal.step !== 'hidden';

  return (
    <Row>
      {reveal.step === 'shown' ? <Secret>{reveal.password}</Secret> : <MaskedPassword />}
      <Button variant="secondary" size="sm" aria-pressed={shown} busy={reveal.step === 'reading'} onClick={shown ? hide : show}>
        {shown ? 'Hide password' : 'Show password'}
      </Button>
      {reveal.step === 'failed' && <ErrorNotice message={reveal.message} onRetry={show} />}
    </Row>
  );
}
