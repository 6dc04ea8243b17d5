import { configureApiClient, getMe } from '@shopdesk/api-client';
import { returnState, useSessionCheck } from '@shopdesk/session';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/**
 * The shell inside its providers: checks a restored session once, and lets a 401 navigate
 * in-app, to the login screen told to return to the page the employee was on.
 */
export function App() {
  const checkingSession = useSessionCheck(getMe);
  const navigate = useNavigate();
  const location = useLocation();
  // Read when a 401 arrives, without registering a new navigate on every location change.
  const current = useRef(location);
  current.current = location;
  useEffect(() => {
    configureApiClient({ navigate: (to) => navigate(to, { replace: true, state: returnState(current.current) }) });
    return () => configureApiClient({ navigate: null });
  }, [navigate]);
  return <AppRoutes checkingSession={checkingSession} />;
}
