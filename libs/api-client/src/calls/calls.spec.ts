import { allCalls, api, buildPath, type CallDef } from '@shopdesk/contracts';
import { clearSession, setEmployee } from '@shopdesk/session';
import * as client from '../index';
import { ID, INVITE_TOKEN, testEmployee } from '../testing/fixtures';
import { mockServer, ok } from '../testing/mock-server';

const serviceFields: client.ServiceFormFields = { name: 'Fast VPN', type: 'vpn', price: 9.99, serial: 1, linkOrApk: 'apk', benefits: ['No logs'] };
const guideFields: client.SetupGuideFormFields = { type: 'vpn', serial: 2 };
const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const credential = { service: ID, password: 's3cret' };
const WEBAUTHN_RESPONSE = { id: 'cred', rawId: 'cred', type: 'public-key' as const, response: {}, clientExtensionResults: {} };

/** Each call of the contract and the client function that sends it. */
const cases: [CallDef, () => Promise<unknown>][] = [
  [api.account.getMySessions, () => client.getMySessions()],
  [api.account.endMySession, () => client.endMySession(ID)],
  [api.account.endMyOtherSessions, () => client.endMyOtherSessions()],
  [api.account.changeMyPassword, () => client.changeMyPassword({ currentPassword: 'old one', newPassword: 'longpassword', newPassword2: 'longpassword' })],
  [api.account.getMySecurity, () => client.getMySecurity()],
  [api.account.startTotpEnrolment, () => client.startTotpEnrolment()],
  [api.account.confirmTotpEnrolment, () => client.confirmTotpEnrolment('123456')],
  [api.account.disableTotp, () => client.disableTotp('my password')],
  [api.account.renewRecoveryCodes, () => client.renewRecoveryCodes('my password')],
  [api.account.confirmIdentity, () => client.confirmIdentity({ password: 'my password' })],
  [api.account.startPasskeyProof, () => client.startPasskeyProof()],
  [api.account.startPasskeyRegistration, () => client.startPasskeyRegistration()],
  [api.account.finishPasskeyRegistration, () => client.finishPasskeyRegistration({ challengeToken: INVITE_TOKEN, name: 'Laptop', response: WEBAUTHN_RESPONSE })],
  [api.account.removePasskey, () => client.removePasskey(ID)],
  [api.auditLog.getAuditLogWithQuery, () => client.getAuditLogWithQuery({ filters: { entity: 'order', entityId: ID } })],
  [api.auditLog.exportAuditLog, () => client.exportAuditLog({ search: '203.0.113', filters: { action: 'auth.login' } })],
  [api.auth.loginWithCode, () => client.loginWithCode({ pendingToken: INVITE_TOKEN, code: '123456' })],
  [api.auth.startPasskeySignIn, () => client.startPasskeySignIn()],
  [api.auth.finishPasskeySignIn, () => client.finishPasskeySignIn({ challengeToken: INVITE_TOKEN, response: WEBAUTHN_RESPONSE })],
  [api.auth.startPasskeySecondStep, () => client.startPasskeySecondStep(INVITE_TOKEN)],
  [api.auth.loginWithPasskey, () => client.loginWithPasskey({ pendingToken: INVITE_TOKEN, challengeToken: INVITE_TOKEN, response: WEBAUTHN_RESPONSE })],
  [api.auth.login, () => client.login({ email: 'amina@example.com', password: 'pw' })],
  [api.auth.register, () => client.register({ token: INVITE_TOKEN, name: 'Amina', password: 'longpassword', password2: 'longpassword' })],
  [api.auth.getEmailFromToken, () => client.getEmailFromToken(INVITE_TOKEN)],
  [api.auth.forgotPassword, () => client.forgotPassword({ email: 'amina@example.com' })],
  [api.auth.checkResetToken, () => client.checkResetToken(INVITE_TOKEN)],
  [api.auth.resetPassword, () => client.resetPassword({ token: INVITE_TOKEN, newPassword: 'longpassword' })],
  [api.auth.logout, () => client.logout()],
  [api.employees.getMe, () => client.getMe()],
  [api.employees.getAllEmployeesWithQuery, () => client.getAllEmployeesWithQuery({ filters: { isActive: true } })],
  [api.employees.archiveEmployee, () => client.archiveEmployee(ID, false)],
  [api.employees.bulkArchiveEmployees, () => client.bulkArchiveEmployees({ ids: [ID] }, false)],
  [api.employees.getEmployeeSessions, () => client.getEmployeeSessions(ID)],
  [api.employees.endEmployeeSession, () => client.endEmployeeSession(ID)],
  [api.employees.endAllEmployeeSessions, () => client.endAllEmployeeSessions(ID)],
  [api.employees.getEmployeeSecurity, () => client.getEmployeeSecurity(ID)],
  [api.employees.resetEmployeeSecondFactor, () => client.resetEmployeeSecondFactor(ID)],
  [api.employees.changeEmployeeLevel, () => client.changeEmployeeLevel(ID, 'manager')],
  [api.employees.inviteEmployee, () => client.inviteEmployee({ email: 'new@example.com', level: 'agent' })],
  [api.employees.getEmployeeInvites, () => client.getEmployeeInvites({ currentPage: 1, limit: 10, filters: { status: 'pending' } })],
  [api.employees.resendInvite, () => client.resendInvite(ID)],
  [api.employees.revokeInvite, () => client.revokeInvite(ID)],
  [api.settings.getSecuritySettings, () => client.getSecuritySettings()],
  [api.settings.getStorefrontKeys, () => client.getStorefrontKeys()],
  [api.settings.createStorefrontKey, () => client.createStorefrontKey('web shop')],
  [api.settings.revokeStorefrontKey, () => client.revokeStorefrontKey(ID)],
  [api.settings.updateSecuritySettings, () => client.updateSecuritySettings({ twoFactorRequiredFor: 'everyone', graceDays: 7 })],
  [api.orders.getAllOrdersCountByStatus, () => client.getAllOrdersCountByStatus()],
  [api.orders.getAllOrdersByStatus, () => client.getAllOrdersByStatus({ filters: { orderStatus: 'pending' } })],
  [api.orders.getSingleOrder, () => client.getSingleOrder(ID)],
  [api.orders.changeOrderStatus, () => client.changeOrderStatus(ID)],
  [api.orders.cancelOrder, () => client.cancelOrder(ID)],
  [api.orders.bulkChangeOrderStatus, () => client.bulkChangeOrderStatus({ matching: { search: 'lina', filters: '{"orderStatus":"pending"}' } }, 'completed')],
  [api.orders.replaceDeliveredCredential, () => client.replaceDeliveredCredential(ID, 'Wrong password')],
  [api.orders.getOrderTimeline, () => client.getOrderTimeline(ID)],
  [api.watchList.getWatchList, () => client.getWatchList({ search: 'fraud', filters: { kind: 'domain' } })],
  [api.watchList.addWatchListEntry, () => client.addWatchListEntry({ kind: 'domain', value: 'example.com', reason: 'Chargebacks' })],
  [api.watchList.removeWatchListEntry, () => client.removeWatchListEntry(ID)],
  [api.search.searchEverything, () => client.searchEverything('nova')],
  [api.preferences.getMyPreferences, () => client.getMyPreferences()],
  [api.preferences.updateMyPreferences, () => client.updateMyPreferences({ sort: { list: 'orders', value: 'createdAt' } })],
  [api.savedViews.getSavedViews, () => client.getSavedViews('orders.pending')],
  [api.savedViews.createSavedView, () => client.createSavedView({ list: 'orders.pending', name: 'Nova', query: { search: 'nova' }, shared: true })],
  [api.savedViews.updateSavedView, () => client.updateSavedView(ID, { name: 'Nova VPN' })],
  [api.savedViews.reorderSavedViews, () => client.reorderSavedViews('orders.pending', [ID])],
  [api.savedViews.deleteSavedView, () => client.deleteSavedView(ID)],
  [api.orders.getCustomer, () => client.getCustomer('lina@example.com')],
  [api.orders.findCustomers, () => client.findCustomers('lina')],
  [api.orders.addOrderNote, () => client.addOrderNote(ID, 'Customer called')],
  [api.orders.editOrderNote, () => client.editOrderNote(ID, 'Customer called twice')],
  [api.orders.resendDelivery, () => client.resendDelivery(ID, 'lina@example.com')],
  [api.orders.refundOrder, () => client.refundOrder(ID, { amount: 5, reason: 'not_working' })],
  [api.orders.getOrdersDashboard, () => client.getOrdersDashboard()],
  [api.services.getServiceWithQuery, () => client.getServiceWithQuery({ filters: { isActive: true, type: 'vpn' } })],
  [api.services.getSingleService, () => client.getSingleService(ID)],
  [api.services.createService, () => client.createService(serviceFields, logo)],
  [api.services.updateService, () => client.updateService(ID, serviceFields)],
  [api.services.archiveService, () => client.archiveService(ID, true)],
  [api.services.bulkArchiveServices, () => client.bulkArchiveServices({ ids: [ID] }, true)],
  [api.serviceCredentials.getServiceCredentialWithQuery, () => client.getServiceCredentialWithQuery({ filters: { service: ID } })],
  [api.serviceCredentials.getSingleServiceCredential, () => client.getSingleServiceCredential(ID)],
  [api.serviceCredentials.createServiceCredential, () => client.createServiceCredential(credential)],
  [api.serviceCredentials.updateServiceCredential, () => client.updateServiceCredential(ID, credential)],
  [api.serviceCredentials.archiveServiceCredential, () => client.archiveServiceCredential(ID, false)],
  [api.serviceCredentials.bulkArchiveServiceCredentials, () => client.bulkArchiveServiceCredentials({ ids: [ID] }, false)],
  [api.serviceCredentials.previewCredentialImport, () => client.previewCredentialImport({ service: ID, text: 'ali,pw' })],
  [api.serviceCredentials.importServiceCredentials, () => client.importServiceCredentials({ service: ID, text: 'ali,pw' })],
  [api.serviceCredentials.exportServiceCredentials, () => client.exportServiceCredentials(ID)],
  [api.serviceSetupGuides.getServiceSetupGuideWithQuery, () => client.getServiceSetupGuideWithQuery({ filters: { type: 'dollar-card' } })],
  [api.serviceSetupGuides.getSingleServiceSetupGuide, () => client.getSingleServiceSetupGuide(ID)],
  [api.serviceSetupGuides.createServiceSetupGuide, () => client.createServiceSetupGuide(guideFields, logo)],
  [api.serviceSetupGuides.updateServiceSetupGuide, () => client.updateServiceSetupGuide(ID, guideFields)],
  [api.serviceSetupGuides.archiveServiceSetupGuide, () => client.archiveServiceSetupGuide(ID, true)],
  [api.serviceSetupGuides.bulkArchiveServiceSetupGuides, () => client.bulkArchiveServiceSetupGuides({ ids: [ID] }, true)],
  [api.orders.exportOrders, () => client.listExport(api.orders.exportOrders, { query: { search: 'lina', sort: '-total' } }, 'orders.csv').download()],
  [api.services.exportServices, () => client.listExport(api.services.exportServices, { query: {} }, 'services.csv').download()],
  [api.serviceSetupGuides.exportServiceSetupGuides, () => client.listExport(api.serviceSetupGuides.exportServiceSetupGuides, { query: {} }, 'g.csv').download()],
  [api.employees.exportEmployees, () => client.listExport(api.employees.exportEmployees, { query: {} }, 'employees.csv').download()],
  [api.employees.exportInvites, () => client.listExport(api.employees.exportInvites, { query: {} }, 'invites.csv').download()],
  [api.watchList.exportWatchList, () => client.listExport(api.watchList.exportWatchList, { query: {} }, 'watch-list.csv').download()],
  [api.system.getHealth, () => client.getHealth()],
];

describe('one client function per contract call', () => {
  beforeEach(() => setEmployee(testEmployee()));
  afterAll(() => clearSession());

  // The storefront's calls are the storefront's to make; the order event stream is read by the live
  // queue (live/); the liveness and readiness probes are a load balancer's, never a page's.
  it('covers every call of the contract but the storefront\'s, the event stream and the probes', () => {
    const probes: CallDef[] = [api.system.getLiveness, api.system.getReadiness];
    const sent = allCalls.filter((call) => call.access !== 'storefront' && call !== api.orders.streamOrderEvents && !probes.includes(call));
    expect(new Set(cases.map(([call]) => call))).toEqual(new Set(sent));
  });

  it('refuses to send a storefront call, so no employee token goes with one', async () => {
    const seen = mockServer(() => ok({}, 201));
    const body = { name: 'A', email: 'a@example.com', items: [{ serviceId: ID, quantity: 1 }], transactionId: 't', paymentMethod: 'Card' };
    await expect(client.callApi(api.storefront.createOrder, { body })).rejects.toThrow(/is a storefront call/);
    expect(seen).toHaveLength(0);
  });

  it.each(cases.map(([call, send]) => [`${call.method} ${call.path}`, call, send] as const))('%s', async (_name, call, send) => {
    const seen = mockServer(() => ok({}, call.successStatus));
    await send();
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe(call.method);
    expect(seen[0].url.split('?')[0]).toBe(buildPath(call.path, { id: ID, token: INVITE_TOKEN }));
    expect(seen[0].headers.has('Authorization')).toBe(call.access === 'protected');
    expect(seen[0].data instanceof FormData).toBe(Boolean(call.files));
  });
});
