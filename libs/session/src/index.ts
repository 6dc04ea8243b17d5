export { sessionStore } from './store';
export { employeeAtom, sidebarOpenAtom } from './atoms';
export { EMPLOYEE_STORAGE_KEY } from './employee-storage';
export { clearSession, getEmployee, getToken, setEmployee } from './session-actions';
export type { SessionCheck, SessionCheckResult } from './session-check';
export { useEmployee, useLogout, useSessionCheck, useSidebar, useSignIn, type Sidebar } from './hooks';
export { SessionProvider } from './session-provider';
