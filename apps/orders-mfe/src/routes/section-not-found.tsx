import { color, fontSize, space } from '@shopdesk/ui-kit';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';

const Notice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  h1 {
    font-size: ${fontSize('xl')};
  }
  a {
    color: ${color('primary')};
  }
`;

/** Any other path under the section: says so, with a link to the section's dashboard. */
export function SectionNotFound() {
  const { pathname } = useLocation();
  // A relative link from a splat route resolves against the whole unknown path, so the
  // section's own root is the current path without the part this route matched.
  const unmatched = useParams()['*'] ?? '';
  const sectionRoot = pathname.slice(0, pathname.length - unmatched.length);
  return (
    <Notice aria-labelledby="orders-not-found-title">
      <h1 id="orders-not-found-title">Page not found</h1>
      <p>
        The Orders section has no such page. <Link to={`${sectionRoot}dashboard`}>Go to the orders dashboard</Link>
      </p>
    </Notice>
  );
}
