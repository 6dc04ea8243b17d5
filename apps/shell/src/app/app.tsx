import { configureApiClient, getMe } from '@shopdesk/api-client';
import { useSessionCheck } from '@shopdesk/session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/** The shell inside its providers: checks a restored session once, and lets a 401 navigate in-app. */
export function App() {
  const checkingSession = useSessionCheck(getMe);
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({ navigate: (to) => navigate(to, { replace: true }) });
    return () => configureApiClient({ navigate: null });
  }, [navigate]);
  return <AppRoutes checkingSession={checkingSession} />;
}
