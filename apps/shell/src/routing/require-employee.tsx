import { returnState, useEmployee } from '@shopdesk/session';
import { ProgressBar } from '@shopdesk/ui-kit';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_PATH, TWO_FACTOR_SETUP_PATH } from './paths';

/**
 * Guards `/main/*`: a signed-in employee only, else the login screen, which is told (in its
 * history state) where to return once signed in; one whose sign-in asked for a second factor goes
 * to its set-up screen first, told the same.
 */
export function RequireEmployee({ checkingSession }: { checkingSession: boolean }) {
  const employee = useEmployee();
  const location = useLocation();
  if (!employee) return <Navigate to={LOGIN_PATH} replace state={returnState(location)} />;
  // The sign-in said the shop requires a second factor of them: its set-up screen first (see /auth/twoFactor).
  if (employee.twoFactorSetup) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace state={returnState(location)} />;
  // A restored session is confirmed with employees/me before its pages load data.
  if (checkingSession) return <ProgressBar label="Checking your session" placement="top" />;
  return <Outlet />;
}
