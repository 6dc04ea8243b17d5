import { allCalls, api, LEVELS, type CallDef, type Level } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import type { CallInput } from '../helpers/call';
import { png } from '../helpers/images';
import { insertOrder, insertOrderItem, insertService, insertSetupGuide, stockUp } from '../helpers/fixtures';
import { rowFingerprinter } from '../helpers/row-fingerprint';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

/**
 * Every protected call of the contract x every level. Who may make each call is the levels table
 * of the product, written here by hand and never read from the contract: a permission loosened in
 * the contract (or a new call without an entry here) fails this test. Allowed means "not 403" (the
 * call may still refuse the input); forbidden means 403 with its message, an audit row, and no
 * other row written.
 */
const t = setupTestApp();

const EVERYONE: readonly Level[] = ['agent', 'manager', 'owner'];
const MANAGERS: readonly Level[] = ['manager', 'owner'];
const OWNERS: readonly Level[] = ['owner'];

type Input = CallInput<CallDef> & { method?: 'HEAD' };
interface Case {
  call: CallDef;
  levels: readonly Level[];
  /** What an allowed level gets, when not a success. */
  allowedAnswer?: number;
  /** The request, with fresh rows where the call changes them; `caller` replaces the level's employee. */
  prepare?: (level: Level) => Promise<{ input?: Input; caller?: TestEmployee }>;
}

const callers = {} as Record<Level, TestEmployee>;
beforeAll(async () => {
  for (const level of LEVELS) callers[level] = await t.createEmployee({ level, name: `The ${level}` });
});

const unique = () => randomUUID().slice(0, 8);
const byId = (id: string) => ({ input: { params: { id } } });
const invitedAs = async (level: Level) => {
  const res = await t.call(callers.owner, api.employees.inviteEmployee, { body: { email: `invitee-${unique()}@shopdesk.test`, level } });
  return res.json().data._id as string;
};
const serviceFields = () => [
  ['name', `Service ${unique()}`], ['type', 'vpn'], ['price', '12'], ['serial', '1'], ['benefits', 'Fast'],
  ['linkOrApk', 'link'], ['link', 'https://example.com'],
] as Array<[string, string]>;

const guideImage = { name: 'image', filename: 'guide.png', contentType: 'image/png', data: png() };

/** A view of the level's own caller, to change or delete; `body` renames it (the update). */
async function savedViewOf(level: Level, body?: { name: string }) {
  const { rows } = await t.db.query<{ id: string }>(
    "INSERT INTO saved_views (owner_id, list, name, query, position) VALUES ($1, 'orders.pending', $2, '{}', 0) RETURNING id",
    [callers[level].id, `View ${unique()}`],
  );
  return { input: { params: { id: rows[0].id }, ...(body ? { body } : {}) } };
}

/** A completed order with one credential delivered. */
async function deliveredOrder(): Promise<string> {
  const credential = await deliveredCredential();
  const { rows } = await t.db.query<{ order_id: string }>('SELECT order_id FROM credential_deliveries WHERE credential_id = $1', [credential]);
  return rows[0].order_id;
}

/** A credential delivered on a completed order. */
async function deliveredCredential(): Promise<string> {
  const service = await insertService(t.db);
  await stockUp(t.db, t.app.cipher, service, 1);
  const order = await insertOrder(t.db);
  await insertOrderItem(t.db, order, service);
  const done = await t.call(callers.owner, api.orders.changeOrderStatus, { params: { id: order }, body: { orderStatus: 'completed' } });
  expect(done.statusCode).toBe(200);
  const { rows } = await t.db.query<{ credential_id: string }>('SELECT credential_id FROM credential_deliveries WHERE order_id = $1', [order]);
  return rows[0].credential_id;
}

/** The levels table, call by call. */
const BY_CALL: Record<string, Case> = {
  'account.getMySessions': { call: api.account.getMySessions, levels: EVERYONE },
  'account.getMySecurity': { call: api.account.getMySecurity, levels: EVERYONE },
  'preferences.getMyPreferences': { call: api.preferences.getMyPreferences, levels: EVERYONE },
  'preferences.updateMyPreferences': { call: api.preferences.updateMyPreferences, levels: EVERYONE, prepare: async () => ({ input: { body: { afterOrderChange: 'close' } } }) },
  // Nobody here has a passkey: an allowed level gets the 409 (start) or the 400 (a bad answer) or the 404.
  'account.startPasskeyProof': { call: api.account.startPasskeyProof, levels: EVERYONE, allowedAnswer: 409 },
  'account.startPasskeyRegistration': { call: api.account.startPasskeyRegistration, levels: EVERYONE },
  'account.finishPasskeyRegistration': {
    call: api.account.finishPasskeyRegistration,
    levels: EVERYONE,
    allowedAnswer: 400,
    prepare: async () => ({
      input: {
        body: {
          challengeToken: 'a'.repeat(43),
          name: 'Laptop',
          response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {}, clientExtensionResults: {} },
        },
      },
    }),
  },
  'account.removePasskey': { call: api.account.removePasskey, levels: EVERYONE, allowedAnswer: 404, prepare: async () => byId(randomUUID()) },
  'account.confirmIdentity': {
    call: api.account.confirmIdentity,
    levels: EVERYONE,
    prepare: async (level) => ({ caller: await t.createEmployee({ level }), input: { body: { password: 'correct horse battery' } } }),
  },
  'account.startTotpEnrolment': { call: api.account.startTotpEnrolment, levels: EVERYONE, prepare: async (level) => ({ caller: await t.createEmployee({ level }) }) },
  // Wrong codes and passwords: a 4xx that is not a 403 is what an allowed level gets here.
  'account.confirmTotpEnrolment': { call: api.account.confirmTotpEnrolment, levels: EVERYONE, allowedAnswer: 409, prepare: async () => ({ input: { body: { code: '123456' } } }) },
  'account.disableTotp': { call: api.account.disableTotp, levels: EVERYONE, allowedAnswer: 409, prepare: async (level) => ({ caller: await t.createEmployee({ level }), input: { body: { password: 'correct horse battery' } } }) },
  'account.renewRecoveryCodes': { call: api.account.renewRecoveryCodes, levels: EVERYONE, allowedAnswer: 409, prepare: async (level) => ({ caller: await t.createEmployee({ level }), input: { body: { password: 'correct horse battery' } } }) },
  // Account calls change the caller's own sessions and password: each case has an employee of its own.
  'account.endMySession': {
    call: api.account.endMySession,
    levels: EVERYONE,
    prepare: async (level) => {
      const caller = await t.createEmployee({ level });
      const { rows } = await t.db.query<{ id: string }>("INSERT INTO sessions (employee_id, token_hash) VALUES ($1, sha256(gen_random_uuid()::text::bytea)) RETURNING id", [caller.id]);
      return { caller, input: { params: { id: rows[0].id } } };
    },
  },
  'account.endMyOtherSessions': { call: api.account.endMyOtherSessions, levels: EVERYONE, prepare: async (level) => ({ caller: await t.createEmployee({ level }) }) },
  'account.changeMyPassword': {
    call: api.account.changeMyPassword,
    levels: EVERYONE,
    prepare: async (level) => ({
      caller: await t.createEmployee({ level }),
      input: { body: { currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase', newPassword2: 'a brand new passphrase' } },
    }),
  },
  'auditLog.getAuditLogWithQuery': { call: api.auditLog.getAuditLogWithQuery, levels: MANAGERS },
  'auditLog.exportAuditLog': { call: api.auditLog.exportAuditLog, levels: MANAGERS },
  'auth.logout': { call: api.auth.logout, levels: EVERYONE, prepare: async (level) => ({ caller: await t.createEmployee({ level }) }) },
  'employees.getMe': { call: api.employees.getMe, levels: EVERYONE },
  'employees.getEmployeeSessions': { call: api.employees.getEmployeeSessions, levels: OWNERS, prepare: async () => byId((await t.createEmployee({ level: 'agent' })).id) },
  'employees.endEmployeeSession': {
    call: api.employees.endEmployeeSession,
    levels: OWNERS,
    prepare: async () => {
      const agent = await t.createEmployee({ level: 'agent' });
      const { rows } = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE employee_id = $1', [agent.id]);
      return byId(rows[0].id);
    },
  },
  'employees.endAllEmployeeSessions': { call: api.employees.endAllEmployeeSessions, levels: OWNERS, prepare: async () => byId((await t.createEmployee({ level: 'agent' })).id) },
  'employees.getEmployeeSecurity': { call: api.employees.getEmployeeSecurity, levels: OWNERS, prepare: async () => byId((await t.createEmployee({ level: 'agent' })).id) },
  // An employee without a second factor: an allowed owner gets the 409 (nothing to reset).
  'employees.resetEmployeeSecondFactor': {
    call: api.employees.resetEmployeeSecondFactor,
    levels: OWNERS,
    allowedAnswer: 409,
    prepare: async () => byId((await t.createEmployee({ level: 'agent' })).id),
  },
  'settings.getSecuritySettings': { call: api.settings.getSecuritySettings, levels: OWNERS },
  'settings.updateSecuritySettings': {
    call: api.settings.updateSecuritySettings,
    levels: OWNERS,
    prepare: async () => ({ input: { body: { twoFactorRequiredFor: 'owners_and_managers', graceDays: 14 } } }),
  },
  'settings.getStorefrontKeys': { call: api.settings.getStorefrontKeys, levels: OWNERS },
  'settings.createStorefrontKey': { call: api.settings.createStorefrontKey, levels: OWNERS, prepare: async () => ({ input: { body: { name: `key ${unique()}` } } }) },
  'settings.revokeStorefrontKey': {
    call: api.settings.revokeStorefrontKey,
    levels: OWNERS,
    prepare: async () => {
      const made = await t.call(callers.owner, api.settings.createStorefrontKey, { body: { name: `key ${unique()}` } });
      return byId(made.json().data.storefrontKey._id as string);
    },
  },
  'employees.getAllEmployeesWithQuery': { call: api.employees.getAllEmployeesWithQuery, levels: EVERYONE },
  'employees.archiveEmployee': {
    call: api.employees.archiveEmployee,
    levels: OWNERS,
    prepare: async () => ({ input: { params: { id: (await t.createEmployee({ level: 'agent' })).id }, body: { isActive: false } } }),
  },
  'employees.bulkArchiveEmployees': {
    call: api.employees.bulkArchiveEmployees,
    levels: OWNERS,
    prepare: async () => ({ input: { body: { ids: [(await t.createEmployee({ level: 'agent' })).id], isActive: false } } }),
  },
  'employees.exportEmployees': { call: api.employees.exportEmployees, levels: MANAGERS },
  'employees.exportInvites': { call: api.employees.exportInvites, levels: MANAGERS },
  'employees.changeEmployeeLevel': {
    call: api.employees.changeEmployeeLevel,
    levels: OWNERS,
    prepare: async () => ({ input: { params: { id: (await t.createEmployee({ level: 'agent' })).id }, body: { level: 'manager' } } }),
  },
  'employees.inviteEmployee': {
    call: api.employees.inviteEmployee,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { email: `new-${unique()}@shopdesk.test` } } }),
  },
  'employees.getEmployeeInvites': { call: api.employees.getEmployeeInvites, levels: MANAGERS },
  'employees.resendInvite': { call: api.employees.resendInvite, levels: MANAGERS, prepare: async () => byId(await invitedAs('agent')) },
  'employees.revokeInvite': { call: api.employees.revokeInvite, levels: MANAGERS, prepare: async () => byId(await invitedAs('agent')) },
  'orders.getAllOrdersCountByStatus': { call: api.orders.getAllOrdersCountByStatus, levels: EVERYONE },
  'orders.getAllOrdersByStatus': {
    call: api.orders.getAllOrdersByStatus,
    levels: EVERYONE,
    prepare: async () => ({ input: { query: { filters: JSON.stringify({ orderStatus: 'pending' }) } } }),
  },
  'orders.getSingleOrder': { call: api.orders.getSingleOrder, levels: EVERYONE, prepare: async () => byId(await insertOrder(t.db)) },
  'orders.changeOrderStatus': {
    call: api.orders.changeOrderStatus,
    levels: EVERYONE,
    prepare: async () => ({ input: { params: { id: await insertOrder(t.db) }, body: { orderStatus: 'completed' } } }),
  },
  'orders.cancelOrder': { call: api.orders.cancelOrder, levels: EVERYONE, prepare: async () => ({ input: { params: { id: await insertOrder(t.db) }, body: {} } }) },
  'orders.bulkChangeOrderStatus': {
    call: api.orders.bulkChangeOrderStatus,
    levels: EVERYONE,
    prepare: async () => ({ input: { body: { ids: [await insertOrder(t.db)], orderStatus: 'cancelled' } } }),
  },
  'orders.exportOrders': { call: api.orders.exportOrders, levels: MANAGERS },
  'orders.replaceDeliveredCredential': {
    call: api.orders.replaceDeliveredCredential,
    levels: EVERYONE,
    prepare: async () => {
      const credential = await deliveredCredential();
      const { rows } = await t.db.query<{ id: string; service_id: string }>(
        'SELECT d.id, c.service_id FROM credential_deliveries d JOIN service_credentials c ON c.id = d.credential_id WHERE d.credential_id = $1',
        [credential],
      );
      await stockUp(t.db, t.app.cipher, rows[0].service_id, 1);
      return { input: { params: { id: rows[0].id }, body: { reason: 'Does not connect' } } };
    },
  },
  'orders.getOrdersDashboard': { call: api.orders.getOrdersDashboard, levels: EVERYONE },
  'orders.getCustomer': {
    call: api.orders.getCustomer,
    levels: EVERYONE,
    prepare: async () => ({ input: { query: { email: 'customer@example.com' } } }),
  },
  'orders.findCustomers': { call: api.orders.findCustomers, levels: EVERYONE, prepare: async () => ({ input: { query: { search: 'customer' } } }) },
  'search.searchEverything': { call: api.search.searchEverything, levels: EVERYONE, prepare: async () => ({ input: { query: { q: 'nova' } } }) },
  'savedViews.getSavedViews': { call: api.savedViews.getSavedViews, levels: EVERYONE, prepare: async () => ({ input: { query: { list: 'orders.pending' } } }) },
  'savedViews.createSavedView': {
    call: api.savedViews.createSavedView,
    levels: EVERYONE,
    prepare: async () => ({ input: { body: { list: 'orders.pending', name: `View ${unique()}`, query: { sort: '-total' } } } }),
  },
  'savedViews.updateSavedView': { call: api.savedViews.updateSavedView, levels: EVERYONE, prepare: async (level) => savedViewOf(level, { name: `Renamed ${unique()}` }) },
  'savedViews.reorderSavedViews': {
    call: api.savedViews.reorderSavedViews,
    levels: EVERYONE,
    prepare: async () => ({ input: { body: { list: 'watchList', ids: [] } } }),
  },
  'savedViews.deleteSavedView': { call: api.savedViews.deleteSavedView, levels: EVERYONE, prepare: async (level) => savedViewOf(level) },
  'watchList.exportWatchList': { call: api.watchList.exportWatchList, levels: MANAGERS },
  'watchList.getWatchList': { call: api.watchList.getWatchList, levels: EVERYONE },
  'watchList.addWatchListEntry': {
    call: api.watchList.addWatchListEntry,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { kind: 'email', value: `watched-${unique()}@example.net`, reason: 'Chargebacks' } } }),
  },
  'watchList.removeWatchListEntry': {
    call: api.watchList.removeWatchListEntry,
    levels: MANAGERS,
    prepare: async () => {
      const { rows } = await t.db.query<{ id: string }>(
        "INSERT INTO watch_list_entries (kind, value, reason) VALUES ('domain', $1, 'Testing') RETURNING id",
        [`watched-${unique()}.test`],
      );
      return byId(rows[0].id);
    },
  },
  'orders.getOrderTimeline': { call: api.orders.getOrderTimeline, levels: EVERYONE, prepare: async () => byId(await insertOrder(t.db)) },
  'orders.addOrderNote': {
    call: api.orders.addOrderNote,
    levels: EVERYONE,
    prepare: async () => ({ input: { params: { id: await insertOrder(t.db) }, body: { body: 'Called the customer' } } }),
  },
  // Each level edits a note of its own: only its author may.
  'orders.editOrderNote': {
    call: api.orders.editOrderNote,
    levels: EVERYONE,
    prepare: async (level) => {
      const note = await t.call(callers[level], api.orders.addOrderNote, { params: { id: await insertOrder(t.db) }, body: { body: 'First' } });
      return { input: { params: { id: note.json().data._id }, body: { body: 'Second' } } };
    },
  },
  'orders.resendDelivery': { call: api.orders.resendDelivery, levels: EVERYONE, prepare: async () => ({ input: { params: { id: await deliveredOrder() }, body: {} } }) },
  'orders.refundOrder': {
    call: api.orders.refundOrder,
    levels: MANAGERS,
    prepare: async () => ({ input: { params: { id: await deliveredOrder() }, body: { amount: 1, reason: 'customer_request' } } }),
  },
  // HEAD passes authentication and the permission, then is refused (405) without opening a stream.
  'orders.streamOrderEvents': {
    call: api.orders.streamOrderEvents,
    levels: EVERYONE,
    allowedAnswer: 405,
    prepare: async () => ({ input: { method: 'HEAD' } }),
  },
  'services.getServiceWithQuery': { call: api.services.getServiceWithQuery, levels: EVERYONE },
  'services.getSingleService': { call: api.services.getSingleService, levels: EVERYONE, prepare: async () => byId(await insertService(t.db)) },
  'services.createService': { call: api.services.createService, levels: MANAGERS, prepare: async () => ({ input: { form: { fields: serviceFields() } } }) },
  'services.updateService': {
    call: api.services.updateService,
    levels: MANAGERS,
    prepare: async () => ({ input: { params: { id: await insertService(t.db) }, form: { fields: serviceFields() } } }),
  },
  'services.archiveService': {
    call: api.services.archiveService,
    levels: MANAGERS,
    prepare: async () => ({ input: { params: { id: await insertService(t.db) }, body: { isActive: false } } }),
  },
  'services.bulkArchiveServices': {
    call: api.services.bulkArchiveServices,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { ids: [await insertService(t.db)], isActive: false } } }),
  },
  'services.exportServices': { call: api.services.exportServices, levels: MANAGERS },
  'serviceSetupGuides.getServiceSetupGuideWithQuery': { call: api.serviceSetupGuides.getServiceSetupGuideWithQuery, levels: EVERYONE },
  'serviceSetupGuides.getSingleServiceSetupGuide': {
    call: api.serviceSetupGuides.getSingleServiceSetupGuide,
    levels: EVERYONE,
    prepare: async () => byId(await insertSetupGuide(t.db)),
  },
  'serviceSetupGuides.createServiceSetupGuide': {
    call: api.serviceSetupGuides.createServiceSetupGuide,
    levels: MANAGERS,
    prepare: async () => ({ input: { form: { fields: [['type', 'vpn'], ['serial', '1']], files: [guideImage] } } }),
  },
  'serviceSetupGuides.updateServiceSetupGuide': {
    call: api.serviceSetupGuides.updateServiceSetupGuide,
    levels: MANAGERS,
    prepare: async () => ({ input: { params: { id: await insertSetupGuide(t.db) }, form: { fields: [['type', 'vpn'], ['serial', '2']] } } }),
  },
  'serviceSetupGuides.archiveServiceSetupGuide': {
    call: api.serviceSetupGuides.archiveServiceSetupGuide,
    levels: MANAGERS,
    prepare: async () => ({ input: { params: { id: await insertSetupGuide(t.db) }, body: { isActive: false } } }),
  },
  'serviceSetupGuides.bulkArchiveServiceSetupGuides': {
    call: api.serviceSetupGuides.bulkArchiveServiceSetupGuides,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { ids: [await insertSetupGuide(t.db)], isActive: false } } }),
  },
  'serviceSetupGuides.exportServiceSetupGuides': { call: api.serviceSetupGuides.exportServiceSetupGuides, levels: MANAGERS },
  'serviceCredentials.getServiceCredentialWithQuery': { call: api.serviceCredentials.getServiceCredentialWithQuery, levels: EVERYONE },
  // Revealing a stock credential; a delivered one is in ROW_RULES.
  'serviceCredentials.getSingleServiceCredential': {
    call: api.serviceCredentials.getSingleServiceCredential,
    levels: MANAGERS,
    prepare: async () => byId((await stockUp(t.db, t.app.cipher, await insertService(t.db), 1))[0]),
  },
  'serviceCredentials.createServiceCredential': {
    call: api.serviceCredentials.createServiceCredential,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { service: await insertService(t.db), userId: `u-${unique()}`, password: 'secret' } } }),
  },
  'serviceCredentials.updateServiceCredential': {
    call: api.serviceCredentials.updateServiceCredential,
    levels: MANAGERS,
    prepare: async () => {
      const service = await insertService(t.db);
      const [id] = await stockUp(t.db, t.app.cipher, service, 1);
      return { input: { params: { id }, body: { service, userId: `u-${unique()}`, password: 'changed' } } };
    },
  },
  'serviceCredentials.archiveServiceCredential': {
    call: api.serviceCredentials.archiveServiceCredential,
    levels: MANAGERS,
    prepare: async () => ({ input: { params: { id: (await stockUp(t.db, t.app.cipher, await insertService(t.db), 1))[0] }, body: { isActive: false } } }),
  },
  'serviceCredentials.bulkArchiveServiceCredentials': {
    call: api.serviceCredentials.bulkArchiveServiceCredentials,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { ids: [(await stockUp(t.db, t.app.cipher, await insertService(t.db), 1))[0]], isActive: false } } }),
  },
  'serviceCredentials.previewCredentialImport': {
    call: api.serviceCredentials.previewCredentialImport,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { service: await insertService(t.db), text: `u-${unique()},pw` } } }),
  },
  'serviceCredentials.importServiceCredentials': {
    call: api.serviceCredentials.importServiceCredentials,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { service: await insertService(t.db), text: `u-${unique()},pw` } } }),
  },
  'serviceCredentials.exportServiceCredentials': {
    call: api.serviceCredentials.exportServiceCredentials,
    levels: MANAGERS,
    prepare: async () => byId(await insertService(t.db)),
  },
};

/** Rules that depend on the row: the same call, another record, other levels. */
const ROW_RULES: Record<string, Case> = {
  'revealing a credential delivered on an order': {
    call: api.serviceCredentials.getSingleServiceCredential,
    levels: EVERYONE,
    prepare: async () => byId(await deliveredCredential()),
  },
  'inviting a manager': {
    call: api.employees.inviteEmployee,
    levels: MANAGERS,
    prepare: async () => ({ input: { body: { email: `m-${unique()}@shopdesk.test`, level: 'manager' } } }),
  },
  'inviting an owner': {
    call: api.employees.inviteEmployee,
    levels: OWNERS,
    prepare: async () => ({ input: { body: { email: `o-${unique()}@shopdesk.test`, level: 'owner' } } }),
  },
  "resending an owner's invite": { call: api.employees.resendInvite, levels: OWNERS, prepare: async () => byId(await invitedAs('owner')) },
};

const protectedCallNames = Object.entries(api).flatMap(([group, members]) =>
  Object.entries(members as Record<string, unknown>)
    .filter(([, member]) => allCalls.includes(member as CallDef) && (member as CallDef).access === 'protected')
    .map(([name]) => `${group}.${name}`),
);

it('has a row for every protected call of the contract, and only those', () => {
  expect(Object.keys(BY_CALL).sort()).toEqual(protectedCallNames.sort());
});

const forbiddenAttempts = async (actorId: string) =>
  (await t.db.query("SELECT 1 FROM audit_log WHERE action = 'access.forbidden' AND actor_id = $1", [actorId])).rowCount;

const cases = [...Object.entries(BY_CALL), ...Object.entries(ROW_RULES)].flatMap(([name, each]) =>
  LEVELS.map((level) => [name, level, each.levels.includes(level), each] as const),
);

it.each(cases)('%s as %s: allowed %s', async (_name, level, allowed, { call, prepare, allowedAnswer }) => {
  const { input = {}, caller = callers[level] } = (await prepare?.(level)) ?? {};
  const fingerprint = await rowFingerprinter(t.db, { except: ['audit_log'] });
  const before = await fingerprint();
  const refusedBefore = await forbiddenAttempts(caller.id);

  const res = input.method
    ? await t.inject(caller, { method: input.method, url: call.path.replace(/:([A-Za-z_]+)/g, '') })
    : await t.call(caller, call, input);

  if (allowed) {
    // The request is a valid one: an allowed level's call succeeds (its refusals are other tests' business).
    const answered = allowedAnswer ? res.statusCode === allowedAnswer : res.statusCode < 300;
    expect(answered ? 'as expected' : `${res.statusCode} ${res.body}`).toBe('as expected');
    return;
  }
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.stringMatching(/^Only (managers and owners|owners) may /) });
  expect(await fingerprint()).toBe(before);
  expect(await forbiddenAttempts(caller.id)).toBe(refusedBefore + 1);
});
