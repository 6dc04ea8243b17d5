import { useEmployee } from '@shopdesk/session';
import { ProgressBar } from '@shopdesk/ui-kit';
import { Navigate, Outlet } from 'react-router-dom';
import { LOGIN_PATH } from './paths';

/** Guards `/main/*`: a signed-in employee only, else the login screen. */
export function RequireEmployee({ checkingSession }: { checkingSession: boolean }) {
  const employee = useEmployee();
  if (!employee) return <Navigate to={LOGIN_PATH} replace />;
  // A restored session is confirmed with employees/me before its pages load data.
  if (checkingSession) return <ProgressBar label="Checking your session" placement="top" />;
  return <Outlet />;
}
