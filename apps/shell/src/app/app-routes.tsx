import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/layout';
import { DashboardPage } from '../pages/dashboard-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteSection } from '../remotes/remote-section';
import { AuthSection } from '../routing/auth-section';
import { DASHBOARD_PATH } from '../routing/paths';
import { RequireEmployee } from '../routing/require-employee';

/**
 * The route table (spec §2). Paths match case-insensitively (React Router's default), so the
 * sidebar's /main/Dashboard is /main/dashboard. Each remote gets a `key`: sections must not
 * share one RemoteSection instance when the route changes between them.
 */
export function AppRoutes({ checkingSession }: { checkingSession: boolean }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
        <Route path="auth/*" element={<AuthSection />} />
        <Route path="main" element={<RequireEmployee checkingSession={checkingSession} />}>
          <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="orders/*" element={<RemoteSection key="orders" remote="orders" />} />
          <Route path="services/*" element={<RemoteSection key="services" remote="services" />} />
          <Route path="users/*" element={<RemoteSection key="users" remote="users" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
