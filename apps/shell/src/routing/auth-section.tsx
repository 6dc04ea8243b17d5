import { returnPathFrom, useEmployee } from '@shopdesk/session';
import { SECTIONS } from '@shopdesk/sections';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { RemoteSection } from '../remotes/remote-section';
import { DASHBOARD_PATH, SIGNED_OUT_ONLY_PATHS } from './paths';

const isSignedOutOnly = (pathname: string) =>
  SIGNED_OUT_ONLY_PATHS.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname));

/**
 * The auth remote's section. An employee already signed in has nothing to do on the login,
 * forgot-password or e-mail verification screens: they go where the login was meant to return
 * to, else the dashboard. Register and reset links still open (they act on a token, not on the
 * session).
 */
export function AuthSection() {
  const employee = useEmployee();
  const { pathname, state } = useLocation();
  if (employee && isSignedOutOnly(pathname)) {
    return <Navigate to={returnPathFrom(state) ?? DASHBOARD_PATH} replace />;
  }
  return <RemoteSection section={SECTIONS.auth} />;
}
