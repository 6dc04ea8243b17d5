import { SECTIONS } from '@shopdesk/sections';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/layout';
import { DashboardPage } from '../pages/dashboard-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteSection } from '../remotes/remote-section';
import { AuthSection } from '../routing/auth-section';
import { CanonicalPaths } from '../routing/canonical-paths';
import { DASHBOARD_PATH, MAIN_PATH, PROFILE_PAGE_PATH } from '../routing/paths';
import { RequireEmployee } from '../routing/require-employee';
import { sectionRoutePath, sectionsUnder } from '../routing/section-routes';

/**
 * The route table: `/` and `/main` go to the dashboard, the sign-in section is open to anyone,
 * and every section mounted under `/main` (from the sections registry) needs a signed-in employee.
 * Paths match case-insensitively (React Router's default), so the sidebar's /main/Dashboard is
 * /main/dashboard, and CanonicalPaths then settles the address bar on the lower-case URL
 * (docs/decisions.md#letter-case-in-paths). Each section gets a `key`: sections must not share one RemoteSection instance
 * when the route changes between them.
 */
export function AppRoutes({ checkingSession }: { checkingSession: boolean }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<CanonicalPaths />}>
          <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
          <Route path={sectionRoutePath(SECTIONS.auth, '/')} element={<AuthSection />} />
          <Route path="main" element={<RequireEmployee checkingSession={checkingSession} />}>
            <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            {/* The profile is a page of the Users section; its short address leads there. */}
            <Route path="profile" element={<Navigate to={PROFILE_PAGE_PATH} replace />} />
            {sectionsUnder(MAIN_PATH).map((section) => (
              <Route
                key={section.key}
                path={sectionRoutePath(section, MAIN_PATH)}
                element={<RemoteSection key={section.key} section={section} />}
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
