export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ADMIN = { email: 'admin@shopdesk.test', password: 'e2e-admin-password-1', name: 'Admin' } as const;
