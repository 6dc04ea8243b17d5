import { returnState, useEmployee } from '@shopdesk/session';
import { ProgressBar } from '@shopdesk/ui-kit';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from './paths';

/**
 * Guards `/main/*`: a signed-in employee only, else the login screen, which is told (in its
 * history state) where to return once signed in.
 */
export function RequireEmployee({ checkingSession }: { checkingSession: boolean }) {
  const employee = useEmployee();
  const location = useLocation();
  if (!employee) return <Navigate to={LOGIN_PATH} replace state={returnState(location)} />;
  // A restored session is confirmed with employees/me before its pages load data.
  if (checkingSession) return <ProgressBar label="Checking your session" placement="top" />;
  return <Outlet />;
}
