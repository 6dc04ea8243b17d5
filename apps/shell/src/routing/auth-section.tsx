import { useEmployee } from '@shopdesk/session';
import { SECTIONS } from '@shopdesk/sections';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { RemoteSection } from '../remotes/remote-section';
import { DASHBOARD_PATH, LOGIN_PATH } from './paths';

/** The auth remote's section; the login screen sends an employee already signed in to the dashboard. */
export function AuthSection() {
  const employee = useEmployee();
  const { pathname } = useLocation();
  if (employee && matchPath({ path: LOGIN_PATH, caseSensitive: false, end: true }, pathname)) {
    return <Navigate to={DASHBOARD_PATH} replace />;
  }
  return <RemoteSection section={SECTIONS.auth} />;
}
