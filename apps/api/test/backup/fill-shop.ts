import { api } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { totpCodeAt } from '../../src/lib/totp';
import { seedOnFirstStart } from '../../src/seed';
import { insertOrder, insertOrderItem, insertService, stockUp } from '../helpers/fixtures';
import { softwareAuthenticator } from '../helpers/software-authenticator';
import type { TestApp, TestEmployee } from '../helpers/test-app';
import { orderBody, sendOrder } from '../storefront/storefront-helpers';

export const FILL_ADMIN = { ADMIN_EMAIL: 'owner@backup.test', ADMIN_PASSWORD: 'owner passphrase 1' } as const;

function expectOk(what: string, res: { statusCode: number; body: string }): void {
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
}

/**
 * A shop with a row in every table: the demo data of a first start, then what employees and the
 * storefront do through the API (sign-ins, invites, a reset, two-factor, a passkey, notes,
 * deliveries, a refund, views, preferences, the watch list, a storefront key and its orders).
 */
export async function fillShop(t: TestApp): Promise<TestEmployee> {
  await seedOnFirstStart({ config: t.config, db: t.db, storage: t.app.storage, cipher: t.app.cipher });
  const owner = await t.createEmployee({ email: `owner-${randomUUID().slice(0, 6)}@backup.test` });
  const call = async (what: string, caller: TestEmployee | null, ...args: Parameters<TestApp['call']> extends [unknown, ...infer Rest] ? Rest : never) => {
    const res = await t.call(caller, ...args);
    expectOk(what, res);
    return res;
  };

  expectOk('sign-in', await t.call(null, api.auth.login, { body: { email: FILL_ADMIN.ADMIN_EMAIL, password: FILL_ADMIN.ADMIN_PASSWORD } }));
  await call('invite', owner, api.employees.inviteEmployee, { body: { email: 'new.colleague@backup.test', level: 'agent' } });
  await call('reset', null, api.auth.forgotPassword, { body: { email: owner.email } });
  await call('preferences', owner, api.preferences.updateMyPreferences, { body: { afterOrderChange: 'close' } });
  await call('saved view', owner, api.savedViews.createSavedView, { body: { list: 'orders.pending', name: 'Mine', query: {} } });
  await call('watch list', owner, api.watchList.addWatchListEntry, { body: { kind: 'email', value: 'chargeback@example.com', reason: 'Chargebacks' } });

  // Two-factor: an authenticator app (its secret sealed, recovery codes), then a sign-in waiting for its code.
  const { secret } = (await call('totp', owner, api.account.startTotpEnrolment)).json().data as { secret: string };
  await call('totp confirm', owner, api.account.confirmTotpEnrolment, { body: { code: totpCodeAt(secret, Date.now()) } });
  expectOk('pending sign-in', await t.call(null, api.auth.login, { body: { email: owner.email, password: owner.password } }));
  const device = softwareAuthenticator('http://shopdesk.test');
  const ceremony = (await call('passkey', owner, api.account.startPasskeyRegistration)).json().data as { options: { challenge: string }; challengeToken: string };
  const { response } = device.register(ceremony.options);
  await call('passkey finish', owner, api.account.finishPasskeyRegistration, { body: { challengeToken: ceremony.challengeToken, response, name: 'Laptop' } });
  await call('passkey challenge', owner, api.account.startPasskeyRegistration);

  // An order completed from stock (a delivery and its e-mail), a note and a refund on it.
  const service = await insertService(t.db, { name: `Backup VPN ${randomUUID().slice(0, 6)}` });
  await stockUp(t.db, t.app.cipher, service, 2);
  const order = await insertOrder(t.db);
  await insertOrderItem(t.db, order, service);
  await call('complete', owner, api.orders.changeOrderStatus, { params: { id: order }, body: { orderStatus: 'completed' } });
  await call('note', owner, api.orders.addOrderNote, { params: { id: order }, body: { body: 'Customer confirmed it works' } });
  await call('refund', owner, api.orders.refundOrder, { params: { id: order }, body: { amount: 1, reason: 'not_working' } });

  // The storefront: a key, and an order sent with an Idempotency-Key.
  const { key } = (await call('storefront key', owner, api.settings.createStorefrontKey, { body: { name: 'Web shop' } })).json().data as { key: string };
  expectOk('storefront order', await sendOrder(t, key, orderBody([service]), { 'idempotency-key': randomUUID() }));
  return owner;
}
