import { BuildStamp } from '@shopdesk/ui-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CustomerRoute } from '../routes/customer-route';
import { CustomerSearchRoute } from '../routes/customer-search-route';
import { OrdersByStatusRoute } from '../routes/orders-by-status-route';
import { OrdersDashboardRoute } from '../routes/orders-dashboard-route';
import { SectionNotFound } from '../routes/section-not-found';
import { WatchListRoute } from '../routes/watch-list-route';

/** The Orders section's route tree, mounted by the shell at /main/orders/*; paths here are relative. */
export default function OrdersRoutes() {
  return (
    <>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<OrdersDashboardRoute />} />
        <Route path="orderByStatus" element={<OrdersByStatusRoute />} />
        <Route path="customers" element={<CustomerSearchRoute />} />
        <Route path="customer" element={<CustomerRoute />} />
        <Route path="watchList" element={<WatchListRoute />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
      <BuildStamp build={process.env.BUILD_ID} />
    </>
  );
}
