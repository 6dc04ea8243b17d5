import { useEmployee } from '@shopdesk/session';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { RemoteSection } from '../remotes/remote-section';
import { DASHBOARD_PATH, LOGIN_PATH } from './paths';

/** `/auth/*` from the auth remote; the login screen sends an employee already signed in to the dashboard. */
export function AuthSection() {
  const employee = useEmployee();
  const { pathname } = useLocation();
  if (employee && matchPath({ path: LOGIN_PATH, caseSensitive: false, end: true }, pathname)) {
    return <Navigate to={DASHBOARD_PATH} replace />;
  }
  return <RemoteSection remote="auth" />;
}
