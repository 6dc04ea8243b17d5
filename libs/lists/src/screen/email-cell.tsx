import styled from 'styled-components';
import { orNA } from './or-na';

// An address has no space to wrap at, so the table would grow to fit it whole and scroll sideways
// on a phone. Breaking it anywhere leaves the other columns' words whole.
const Address = styled.span`
  overflow-wrap: anywhere;
`;

/**
 * A table cell's e-mail address, which breaks across lines rather than widen the table; 'N/A'
 * when there is none.
 *
 * @example { key: 'email', header: 'email', render: (employee) => <EmailCell email={employee.email} /> }
 */
export function EmailCell({ email }: { email: string | null | undefined }) {
  return <Address>{orNA(email)}</Address>;
}
