import { usePageTitle } from '@shopdesk/session';
import { color, space } from '@shopdesk/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DASHBOARD_PATH } from '../routing/paths';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  p {
    color: ${color('textMuted')};
  }
`;

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Page>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to={DASHBOARD_PATH}>Go to the dashboard</Link>
    </Page>
  );
}
