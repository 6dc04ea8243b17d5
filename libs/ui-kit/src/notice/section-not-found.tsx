import { Link, useLocation, useParams } from 'react-router-dom';
import { NotFoundNotice } from './not-found-notice';

/** A section's home link. */
interface SectionHome {
  path: string;
  label: string;
}

export interface SectionNotFoundProps {
  /** The section's name as the sentence says it: 'Orders' → 'The Orders section has no such page.' */
  section: string;
  /** The section's home: its path below the section root ('dashboard') and the link's text. */
  home: SectionHome;
}

/**
 * A remote's catch-all route (`<Route path="*">`): says the section has no such page, with a link
 * to the section's home.
 *
 * @example <Route path="*" element={<SectionNotFound section="Orders" home={{ path: 'dashboard', label: 'Go to the orders dashboard' }} />} />
 */
export function SectionNotFound({ section, home }: SectionNotFoundProps) {
  const { pathname } = useLocation();
  // A relative link from a splat route resolves against the whole unknown path, so the
  // section's own root is the current path without the part this route matched.
  const unmatched = useParams()['*'] ?? '';
  const sectionRoot = pathname.slice(0, pathname.length - unmatched.length);
  return (
    <NotFoundNotice title="Page not found">
      The {section} section has no such page. <Link to={`${sectionRoot}${home.path}`}>{home.label}</Link>
    </NotFoundNotice>
  );
}
