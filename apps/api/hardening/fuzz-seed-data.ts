import { api } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../src/db/database';
import { tokenHash } from '../src/lib/tokens';
import { insertOrder, insertOrderItem, insertService, insertSetupGuide } from '../test/helpers/fixtures';
import type { TestApp, TestEmployee } from '../test/helpers/test-app';
import type { KnownIds } from './schema-values';

/**
 * A few rows of every kind, so generated ids also name records that exist: the fuzzer then gets past
 * "not found" into the updates, the transitions and the audit writes.
 */
export async function seedFuzzData(t: TestApp, employee: TestEmployee): Promise<KnownIds> {
  const colleague = await t.createEmployee();
  const vpn = await insertService(t.db, { name: 'Fuzz VPN', type: 'vpn', country: 'uae' });
  const card = await insertService(t.db, { name: 'Fuzz Card', type: 'dollar-card', serial: 2 });
  const orders = [await insertOrder(t.db), await insertOrder(t.db, { status: 'completed' }), await insertOrder(t.db)];
  const items = [await insertOrderItem(t.db, orders[0], vpn), await insertOrderItem(t.db, orders[1], card)];
  const guide = await insertSetupGuide(t.db);
  const credential = await t.call(employee, api.serviceCredentials.createServiceCredential, {
    body: { service: vpn, userId: 'fuzz', password: 'secret' },
  });
  const invite = await t.call(employee, api.employees.inviteEmployee, { body: { email: 'fuzz-invitee@shopdesk.test' } });
  const reset = await t.call(null, api.auth.forgotPassword, { body: { email: colleague.email } });
  if (credential.statusCode !== 201 || invite.statusCode !== 201 || reset.statusCode !== 200) {
    throw new Error(`seeding the fuzz data failed: ${credential.body} ${invite.body} ${reset.body}`);
  }
  const idsByResource = {
    employees: [employee.id, colleague.id],
    services: [vpn, card],
    orders,
    orderItems: items,
    serviceSetupGuides: [guide],
    serviceCredentials: [credential.json().data._id],
    invites: [invite.json().data._id],
  };
  return {
    ids: Object.values(idsByResource).flat(),
    idsByResource,
    tokens: await tokensInOutbox(t),
    emails: [employee.email, colleague.email, 'fuzz-invitee@shopdesk.test'],
    texts: [employee.password],
  };
}

/**
 * Rows the calls before may have used up (orders completed or cancelled, the invite accepted
 * through register): fresh ones for each call, so every call still finds something to change.
 */
export async function withFreshRows(t: TestApp, db: Queryable, employee: TestEmployee, known: KnownIds): Promise<KnownIds> {
  // The fuzzed level changes may have demoted the fuzzing employee (another owner remains), and the
  // fuzzed session calls signed it out (an owner may end any employee's sessions): an owner with a
  // live session again, one that proved it is them just now and is not held back to set up a second
  // factor (a fuzzed policy may require one), to reach every call.
  await db.query("UPDATE employees SET level = 'owner' WHERE id = $1", [employee.id]);
  await db.query('UPDATE sessions SET revoked_at = NULL, last_seen_at = now(), proven_at = now(), must_enrol = false WHERE token_hash = $1', [
    tokenHash(employee.token),
  ]);
  const invite = await t.call(employee, api.employees.inviteEmployee, { body: { email: `fuzz-${randomUUID()}@shopdesk.test` } });
  if (invite.statusCode !== 201) throw new Error(`inviting for the fuzz data failed: ${invite.body}`);
  const orders = [await insertOrder(db), await insertOrder(db)];
  const invites = [invite.json().data._id as string];
  const byResource = known.idsByResource;
  return {
    ...known,
    ids: [...known.ids, ...orders, ...invites],
    idsByResource: { ...byResource, orders: [...(byResource.orders ?? []), ...orders], invites: [...(byResource.invites ?? []), ...invites] },
  };
}

/**
 * The invite and reset tokens of the e-mails waiting in the outbox: the last path segment of their
 * links. The reset e-mail is queued after its answer is sent (the answer's timing must not tell
 * whether the account exists), so it may take a moment to appear.
 */
async function tokensInOutbox(t: TestApp): Promise<string[]> {
  for (let waited = 0; ; waited += 100) {
    // Every e-mail waits sealed: opened here as the outbox worker opens it to send it.
    const { rows } = await t.db.query<{ id: string; text_body: string }>('SELECT id, text_body FROM outbox_emails WHERE sealed');
    const texts = rows.map((row) => t.app.cipher.decrypt(row.text_body, row.id));
    const tokens = texts.flatMap((text) => [...text.matchAll(/\/([A-Za-z0-9_-]{40,})(?=\s|$)/g)].map((match) => match[1]));
    if (tokens.length >= 2) return tokens;
    if (waited >= 5000) throw new Error(`expected an invite and a reset token in the outbox, found ${tokens.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
