import { customerPath } from '@shopdesk/sections';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The customer page of an address (absolute: the link also shows outside the section). */
export { customerPath } from '@shopdesk/sections';

// An address has no space to wrap at: breaking it anywhere keeps a table from scrolling sideways.
const Address = styled(Link)`
  overflow-wrap: anywhere;
`;

/**
 * An e-mail address that leads to its customer page: every order of that address, their refunds
 * and notes. Every address in the orders screens is one.
 *
 * @example <CustomerLink email={order.email} />
 */
export function CustomerLink({ email }: { email: string }) {
  return (
    <Address to={customerPath(email)} title={`Every order of ${email}`}>
      {email}
    </Address>
  );
}
