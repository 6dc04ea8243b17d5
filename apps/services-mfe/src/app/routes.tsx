import { BuildStamp } from '@shopdesk/ui-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ServiceCredentialsRoute } from '../routes/service-credentials-route';
import { ServiceSetupGuidesRoute } from '../routes/service-setup-guides-route';
import { ServicesDashboardRoute } from '../routes/services-dashboard-route';
import { ServicesRoute } from '../routes/services-route';
import { SectionNotFound } from './section-not-found';

/** The Services section's route tree, mounted by the shell at /main/services/*; paths here are relative. */
export default function ServicesRoutes() {
  return (
    <>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<ServicesDashboardRoute />} />
        <Route path="service" element={<ServicesRoute />} />
        <Route path="serviceCredentials/:serviceId" element={<ServiceCredentialsRoute />} />
        <Route path="serviceSetupGuides" element={<ServiceSetupGuidesRoute />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
      <BuildStamp build={process.env.BUILD_ID} />
    </>
  );
}
