import { LOGIN_PATH } from '@shopdesk/api-client';
import { getEmployee, returnPathFrom, setEmployee, useEmployee, usePageTitle } from '@shopdesk/session';
import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { TwoFactorSetupScreen } from '../features/two-factor-setup/components/two-factor-setup-screen';
import { DASHBOARD_PATH } from './paths';

/**
 * /auth/twoFactor: where a sign-in leads when the shop requires a second factor the employee does
 * not have yet (the shell sends them here while their session says so). Done or put off, the
 * session forgets the request and they go on to the page they were going to.
 */
export function TwoFactorSetupRoute() {
  usePageTitle('Set up two-factor sign-in');
  const employee = useEmployee();
  const navigate = useNavigate();
  const { state } = useLocation();
  const goOn = useCallback(() => {
    const current = getEmployee();
    if (current?.twoFactorSetup) {
      const { twoFactorSetup: _asked, ...rest } = current;
      setEmployee(rest);
    }
    navigate(returnPathFrom(state) ?? DASHBOARD_PATH, { replace: true });
  }, [navigate, state]);
  if (!employee) return <Navigate to={LOGIN_PATH} replace />;
  return <TwoFactorSetupScreen onDone={goOn} onLater={goOn} />;
}
