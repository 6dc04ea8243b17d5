import { Route, Routes } from 'react-router-dom';

/**
 * The Services section's route tree, mounted by the shell at /main/services/*; paths here are relative.
 * Placeholder: the section's screens replace it.
 */
export default function ServicesRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>Services</h1>} />
    </Routes>
  );
}
