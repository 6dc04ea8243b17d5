import { Route, Routes } from 'react-router-dom';

/**
 * The Users section's route tree, mounted by the shell at /main/users/*; paths here are relative.
 * Placeholder: the section's screens replace it.
 */
export default function UsersRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>Users</h1>} />
    </Routes>
  );
}
