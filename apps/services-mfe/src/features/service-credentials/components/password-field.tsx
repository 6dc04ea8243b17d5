import { Button, TextField } from '@shopdesk/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
`;

// The toggle keeps its own width under the full-width input.
const Toggle = styled.div`
  display: flex;
`;

/**
 * The credential form's password: masked until the employee shows it, with a Show/Hide toggle.
 * `new-password` keeps the browser from filling in the employee's own saved password.
 *
 * @example <PasswordField name="password" label="Password" />
 */
export function PasswordField({ name, label }: { name: string; label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Wrap>
      <TextField name={name} label={label} type={shown ? 'text' : 'password'} autoComplete="new-password" />
      <Toggle>
        <Button variant="link" size="sm" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide password' : 'Show password'}
        </Button>
      </Toggle>
    </Wrap>
  );
}
