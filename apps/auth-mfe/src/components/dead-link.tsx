import { color, radius, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';

/** Why an e-mailed link (invite, password reset) no longer works, in place of its form. */
export const DeadLink = styled.p.attrs({ role: 'alert' })`
  padding: ${space('md')} ${space('lg')};
  color: ${color('text')};
  text-align: center;
  background: ${color('warningSoft')};
  border-radius: ${radius('md')};
`;
