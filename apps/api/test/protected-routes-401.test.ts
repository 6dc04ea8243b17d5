import { allCalls, api, type CallDef } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { newToken } from '../src/lib/tokens';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();

/**
 * Who may make each call, written here and not read from the contract, so that a call made public
 * (or given to the storefront) by mistake in the contract fails this test: `employee` needs a live
 * session, `public` needs nothing, `storefront` needs the storefront key (its 401s are in
 * storefront/storefront-key.test.ts).
 */
const ACCESS: Record<string, 'employee' | 'public' | 'storefront'> = {
  'account.changeMyPassword': 'employee',
  'account.confirmIdentity': 'employee',
  'account.finishPasskeyRegistration': 'employee',
  'account.removePasskey': 'employee',
  'account.startPasskeyProof': 'employee',
  'account.startPasskeyRegistration': 'employee',
  'account.confirmTotpEnrolment': 'employee',
  'account.disableTotp': 'employee',
  'account.getMySecurity': 'employee',
  'account.renewRecoveryCodes': 'employee',
  'account.startTotpEnrolment': 'employee',
  'account.endMyOtherSessions': 'employee',
  'account.endMySession': 'employee',
  'account.getMySessions': 'employee',
  'auditLog.exportAuditLog': 'employee',
  'auditLog.getAuditLogWithQuery': 'employee',
  'auth.checkResetToken': 'public',
  'auth.forgotPassword': 'public',
  'auth.getEmailFromToken': 'public',
  'auth.login': 'public',
  'auth.loginWithCode': 'public',
  'auth.loginWithPasskey': 'public',
  'auth.finishPasskeySignIn': 'public',
  'auth.startPasskeySecondStep': 'public',
  'auth.startPasskeySignIn': 'public',
  'auth.logout': 'employee',
  'auth.register': 'public',
  'auth.resetPassword': 'public',
  'employees.archiveEmployee': 'employee',
  'employees.bulkArchiveEmployees': 'employee',
  'employees.exportEmployees': 'employee',
  'employees.exportInvites': 'employee',
  'employees.changeEmployeeLevel': 'employee',
  'employees.endAllEmployeeSessions': 'employee',
  'employees.endEmployeeSession': 'employee',
  'employees.getEmployeeSecurity': 'employee',
  'employees.getEmployeeSessions': 'employee',
  'employees.resetEmployeeSecondFactor': 'employee',
  'employees.getAllEmployeesWithQuery': 'employee',
  'employees.getEmployeeInvites': 'employee',
  'employees.getMe': 'employee',
  'employees.inviteEmployee': 'employee',
  'employees.resendInvite': 'employee',
  'employees.revokeInvite': 'employee',
  'orders.cancelOrder': 'employee',
  'orders.bulkChangeOrderStatus': 'employee',
  'orders.exportOrders': 'employee',
  'orders.changeOrderStatus': 'employee',
  'orders.getAllOrdersByStatus': 'employee',
  'orders.getAllOrdersCountByStatus': 'employee',
  'orders.getOrdersDashboard': 'employee',
  'orders.getSingleOrder': 'employee',
  'orders.replaceDeliveredCredential': 'employee',
  'orders.getOrderTimeline': 'employee',
  'watchList.getWatchList': 'employee',
  'savedViews.getSavedViews': 'employee',
  'preferences.getMyPreferences': 'employee',
  'preferences.updateMyPreferences': 'employee',
  'search.searchEverything': 'employee',
  'savedViews.createSavedView': 'employee',
  'savedViews.updateSavedView': 'employee',
  'savedViews.reorderSavedViews': 'employee',
  'savedViews.deleteSavedView': 'employee',
  'watchList.exportWatchList': 'employee',
  'watchList.addWatchListEntry': 'employee',
  'watchList.removeWatchListEntry': 'employee',
  'orders.getCustomer': 'employee',
  'orders.findCustomers': 'employee',
  'orders.addOrderNote': 'employee',
  'orders.editOrderNote': 'employee',
  'orders.resendDelivery': 'employee',
  'orders.refundOrder': 'employee',
  'orders.streamOrderEvents': 'employee',
  'services.archiveService': 'employee',
  'services.bulkArchiveServices': 'employee',
  'services.exportServices': 'employee',
  'services.createService': 'employee',
  'services.getServiceWithQuery': 'employee',
  'services.getSingleService': 'employee',
  'services.updateService': 'employee',
  'serviceCredentials.archiveServiceCredential': 'employee',
  'serviceCredentials.bulkArchiveServiceCredentials': 'employee',
  'serviceCredentials.createServiceCredential': 'employee',
  'serviceCredentials.exportServiceCredentials': 'employee',
  'serviceCredentials.getServiceCredentialWithQuery': 'employee',
  'serviceCredentials.getSingleServiceCredential': 'employee',
  'serviceCredentials.importServiceCredentials': 'employee',
  'serviceCredentials.previewCredentialImport': 'employee',
  'serviceCredentials.updateServiceCredential': 'employee',
  'serviceSetupGuides.archiveServiceSetupGuide': 'employee',
  'serviceSetupGuides.bulkArchiveServiceSetupGuides': 'employee',
  'serviceSetupGuides.exportServiceSetupGuides': 'employee',
  'serviceSetupGuides.createServiceSetupGuide': 'employee',
  'serviceSetupGuides.getServiceSetupGuideWithQuery': 'employee',
  'serviceSetupGuides.getSingleServiceSetupGuide': 'employee',
  'serviceSetupGuides.updateServiceSetupGuide': 'employee',
  'settings.getSecuritySettings': 'employee',
  'settings.updateSecuritySettings': 'employee',
  'settings.getStorefrontKeys': 'employee',
  'settings.createStorefrontKey': 'employee',
  'settings.revokeStorefrontKey': 'employee',
  'storefront.createOrder': 'storefront',
  'system.getHealth': 'public',
  'system.getLiveness': 'public',
  'system.getReadiness': 'public',
};
const CONTRACT_ACCESS = { employee: 'protected', public: 'public', storefront: 'storefront' } as const;

/** Every call of the contract by its name in `api` (`orders.getSingleOrder`). */
const contractCalls = new Map<string, CallDef>(
  Object.entries(api).flatMap(([group, members]) =>
    Object.entries(members as Record<string, unknown>)
      .filter(([, member]) => allCalls.includes(member as CallDef))
      .map(([name, call]) => [`${group}.${name}`, call as CallDef] as const),
  ),
);
const callsFor = (access: (typeof ACCESS)[string]) => [...contractCalls].filter(([name]) => ACCESS[name] === access);
const employeeCalls = callsFor('employee').map(([, call]) => call);

/** The call with every path parameter a random UUID; the body does not matter before authentication. */
const request = (call: CallDef, authorization?: string) =>
  t.call(null, call, {
    params: Object.fromEntries([...call.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name, randomUUID()])),
    headers: authorization ? { authorization } : {},
    body: call.method === 'GET' ? undefined : {},
  });

async function expectEvery401(authorization: string | undefined) {
  for (const call of employeeCalls) {
    const res = await request(call, authorization);
    expect({ call: `${call.method} ${call.path}`, status: res.statusCode, error: res.json().error }).toEqual({
      call: `${call.method} ${call.path}`,
      status: 401,
      error: 'Unauthorized',
    });
  }
}

it('names every call of the contract, and only those', () => {
  expect([...contractCalls.keys()].sort()).toEqual(Object.keys(ACCESS).sort());
  expect(contractCalls.size).toBe(allCalls.length);
});

it.each(Object.entries(ACCESS))('%s is %s in the contract too', (name, access) => {
  expect(contractCalls.get(name)?.access).toBe(CONTRACT_ACCESS[access]);
});

it.each(callsFor('public'))('%s answers without a session', async (_name, call) => {
  expect((await request(call)).statusCode).not.toBe(401);
});

it.each(callsFor('storefront'))('%s answers 401 to an employee without the storefront key', async (_name, call) => {
  const employee = await t.createEmployee();
  expect((await request(call, `Bearer ${employee.token}`)).statusCode).toBe(401);
});

it('answers 401 without a token', () => expectEvery401(undefined));

it('answers 401 for a malformed or unknown token', async () => {
  await expectEvery401('Bearer');
  await expectEvery401('Basic dXNlcjpwYXNz');
  await expectEvery401(`Bearer ${newToken()}`);
});

it('answers 401 for a revoked session', async () => {
  const employee = await t.createEmployee();
  await t.db.query('UPDATE sessions SET revoked_at = now() WHERE employee_id = $1', [employee.id]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('answers 401 for a session idle for longer than 30 minutes', async () => {
  const employee = await t.createEmployee();
  await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE employee_id = $1", [employee.id]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('answers 401 for a session older than 12 hours, even if used a moment ago', async () => {
  const employee = await t.createEmployee();
  await t.db.query("UPDATE sessions SET created_at = now() - interval '12 hours 1 minute', last_seen_at = now() WHERE employee_id = $1", [
    employee.id,
  ]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('answers 401 for the session of an archived employee', async () => {
  const employee = await t.createEmployee();
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [employee.id]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('lets a live session through (the 401s above are about the session)', async () => {
  const employee = await t.createEmployee();
  expect((await request(api.employees.getMe, `Bearer ${employee.token}`)).statusCode).toBe(200);
});

describe('a path under the protected API that no route matches', () => {
  const unknown = ['/api/employeeApp/protected/nowhere', '/API/EMPLOYEEAPP/PROTECTED/orders/x', '/api/employeeApp//protected/%6Frders', '/api/employeeApp/protected/'];

  it.each(unknown)('%s answers 401 without a live session, so routes cannot be mapped', async (url) => {
    const res = await t.inject(null, { method: 'GET', url });
    expect(res.statusCode).toBe(401);
  });

  it.each(unknown)('%s answers 404 to a signed-in employee', async (url) => {
    const employee = await t.createEmployee();
    expect((await t.inject(employee, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('leaves other unknown paths a plain 404', async () => {
    expect((await t.inject(null, { method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
  });
});
