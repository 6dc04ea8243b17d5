import { allCalls, api, buildPath, type CallDef } from '@shopdesk/contracts';
import { clearSession, setEmployee } from '@shopdesk/session';
import * as client from '../index';
import { ID, INVITE_TOKEN, testEmployee } from '../testing/fixtures';
import { mockServer, ok } from '../testing/mock-server';

const serviceFields: client.ServiceFormFields = { name: 'Fast VPN', type: 'vpn', price: 9.99, serial: 1, linkOrApk: 'apk', benefits: ['No logs'] };
const guideFields: client.SetupGuideFormFields = { type: 'vpn', serial: 2 };
const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const credential = { service: ID, password: 's3cret' };

/** Each call of the contract and the client function that sends it. */
const cases: [CallDef, () => Promise<unknown>][] = [
  [api.auth.login, () => client.login({ email: 'amina@example.com', password: 'pw' })],
  [api.auth.register, () => client.register({ token: INVITE_TOKEN, name: 'Amina', password: 'longpassword', password2: 'longpassword' })],
  [api.auth.getEmailFromToken, () => client.getEmailFromToken(INVITE_TOKEN)],
  [api.auth.forgotPassword, () => client.forgotPassword({ email: 'amina@example.com' })],
  [api.auth.resetPassword, () => client.resetPassword({ token: INVITE_TOKEN, newPassword: 'longpassword' })],
  [api.auth.logout, () => client.logout()],
  [api.employees.me, () => client.getMe()],
  [api.employees.listEmployees, () => client.getAllEmployeesWithQuery({ filters: { isActive: true } })],
  [api.employees.archiveEmployee, () => client.archiveEmployee(ID, false)],
  [api.employees.createInvite, () => client.inviteEmployee({ email: 'new@example.com' })],
  [api.employees.listInvites, () => client.getEmployeeInvites({ currentPage: 1, limit: 10 })],
  [api.orders.countOrdersByStatus, () => client.getAllOrdersCountByStatus()],
  [api.orders.listOrders, () => client.getAllOrdersByStatus({ filters: { orderStatus: 'pending' } })],
  [api.orders.getOrder, () => client.getSingleOrder(ID)],
  [api.orders.completeOrder, () => client.changeOrderStatus(ID)],
  [api.orders.cancelOrder, () => client.cancelOrder(ID)],
  [api.services.listServices, () => client.getServiceWithQuery({ filters: { isActive: true, type: 'vpn' } })],
  [api.services.getService, () => client.getSingleService(ID)],
  [api.services.createService, () => client.createService(serviceFields, logo)],
  [api.services.updateService, () => client.updateService(ID, serviceFields)],
  [api.services.archiveService, () => client.archiveService(ID, true)],
  [api.serviceCredentials.listCredentials, () => client.getServiceCredentialWithQuery({ filters: { service: ID } })],
  [api.serviceCredentials.getCredential, () => client.getSingleServiceCredential(ID)],
  [api.serviceCredentials.createCredential, () => client.createServiceCredential(credential)],
  [api.serviceCredentials.updateCredential, () => client.updateServiceCredential(ID, credential)],
  [api.serviceCredentials.archiveCredential, () => client.archiveServiceCredential(ID, false)],
  [api.serviceSetupGuides.listSetupGuides, () => client.getServiceSetupGuideWithQuery({ filters: { type: 'dollar-card' } })],
  [api.serviceSetupGuides.getSetupGuide, () => client.getSingleServiceSetupGuide(ID)],
  [api.serviceSetupGuides.createSetupGuide, () => client.createServiceSetupGuide(guideFields, logo)],
  [api.serviceSetupGuides.updateSetupGuide, () => client.updateServiceSetupGuide(ID, guideFields)],
  [api.serviceSetupGuides.archiveSetupGuide, () => client.archiveServiceSetupGuide(ID, true)],
  [api.system.health, () => client.getHealth()],
];

describe('one client function per contract call', () => {
  beforeEach(() => setEmployee(testEmployee()));
  afterAll(() => clearSession());

  it('covers every call of the contract', () => {
    expect(new Set(cases.map(([call]) => call))).toEqual(new Set(allCalls));
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
