import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canonicalPath } from './canonical-path';

/**
 * Settles the address bar on the canonical URL before anything under it renders. It replaces the
 * history entry, so Back goes to the page before, not to the address that was corrected.
 */
export function CanonicalPaths() {
  const { pathname, search, hash, state } = useLocation();
  const canonical = canonicalPath(pathname);
  if (canonical) return <Navigate to={`${canonical}${search}${hash}`} replace state={state} />;
  return <Outlet />;
}
