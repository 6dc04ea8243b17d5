import { errorMessage } from '@shopdesk/api-client';
import { Button, ErrorNotice, space } from '@shopdesk/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useCredential } from '../api/get-credential';
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

/**
 * A credential's password, masked until the employee asks: Show reads it from the API (each read
 * audited), Hide masks it again and forgets it.
 *
 * @example <PasswordReveal credentialId={credential._id} />
 */
export function PasswordReveal({ credentialId }: { credentialId: string }) {
  const [shown, setShown] = useState(false);
  const credential = useCredential(shown ? credentialId : null);
  const password = shown ? credential.data?.password : undefined;

  return (
    <Row>
      {password === undefined ? <MaskedPassword /> : <Secret>{password}</Secret>}
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={shown}
        busy={shown && credential.isFetching}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide password' : 'Show password'}
      </Button>
      {shown && credential.isError && (
        <ErrorNotice
          message={errorMessage(credential.error, 'Could not read the password')}
          onRetry={() => void credential.refetch()}
        />
      )}
    </Row>
  );
}
