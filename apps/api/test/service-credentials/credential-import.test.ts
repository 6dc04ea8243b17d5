import { randomUUID } from 'node:crypto';
import { api, CREDENTIAL_IMPORT } from '@shopdesk/contracts';
import { auditRows, insertCredential, insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const preview = (service: string, text: string) => t.call(me, api.serviceCredentials.previewCredentialImport, { body: { service, text } });
const commit = (service: string, text: string) => t.call(me, api.serviceCredentials.importServiceCredentials, { body: { service, text } });
const credentialCount = async (service: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_credentials WHERE service_id = $1', [service])).rows[0].n;

const BATCH = [
  'userId,password', //       1: header
  'alice,one', //             2: new
  'bob:two', //               3: in stock (same user id, another password)
  'alice,other', //           4: duplicate of line 2 (same user id)
  '', //                      5: blank
  'solo-password', //         6: new, no user id
  'carol,', //                7: malformed
  'used-user,x', //           8: in stock (a used credential)
  '"=cmd",=HYPERLINK("x")', //9: new, kept as typed
].join('\n');

async function stockedService() {
  const service = await insertService(t.db);
  await insertCredential(t.db, t.app.cipher, service, { userId: 'bob', password: 'old' });
  await insertCredential(t.db, t.app.cipher, service, { userId: 'used-user', password: 'y', isUsed: true });
  return service;
}

const SORTED = {
  totalLines: 7,
  header: true,
  fresh: [
    { line: 2, userId: 'alice' },
    { line: 6, userId: null },
    { line: 9, userId: '=cmd' },
  ],
  duplicateInBatch: [{ line: 4, userId: 'alice' }],
  inStock: [
    { line: 3, userId: 'bob' },
    { line: 8, userId: 'used-user' },
  ],
  malformed: [{ line: 7, reason: 'The password is empty', userId: 'carol' }],
};

it('previews how the lines sort and writes nothing', async () => {
  const service = await stockedService();
  const res = await preview(service, BATCH);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual(SORTED);
  expect(await credentialCount(service)).toBe(2);
});

it('imports the new lines only, encrypted and fingerprinted, stores cells as typed and audits the count', async () => {
  const service = await stockedService();
  const res = await commit(service, BATCH);
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toEqual({ ...SORTED, imported: 3 });

  const { rows } = await t.db.query<{ id: string; user_id: string | null; password_enc: string; fingerprint: Buffer | null; is_used: boolean }>(
    `SELECT id, user_id, password_enc, fingerprint, is_used FROM service_credentials
      WHERE service_id = $1 AND user_id IS DISTINCT FROM 'bob' AND user_id IS DISTINCT FROM 'used-user' ORDER BY user_id NULLS LAST`,
    [service],
  );
  expect(rows.map((r) => [r.user_id, t.app.cipher.decrypt(r.password_enc, r.id), r.is_used])).toEqual([
    ['=cmd', '=HYPERLINK("x")', false],
    ['alice', 'one', false],
    [null, 'solo-password', false],
  ]);
  expect(rows.every((r) => r.fingerprint?.length === 32)).toBe(true);
  expect(await auditRows(t.db, service)).toEqual([
    expect.objectContaining({ action: 'credential.import', entity: 'service', actor_id: me.id, after: expect.objectContaining({ count: 3 }) }),
  ]);

  // The same batch again: everything is in stock now.
  const again = await commit(service, BATCH);
  expect(again.json().data).toMatchObject({ imported: 0, fresh: [], inStock: expect.arrayContaining([{ line: 2, userId: 'alice' }]) });
});

it("lists an import newest first, its last line on top, and hands its credentials out in the file's order", async () => {
  const service = await insertService(t.db, { name: 'Ordered VPN' });
  const lines = Array.from({ length: 12 }, (_, n) => `line-${String(n + 1).padStart(2, '0')},pw-${n + 1}`);
  expect((await commit(service, lines.join('\n'))).statusCode).toBe(201);
  const listed = await t.call(me, api.serviceCredentials.getServiceCredentialWithQuery, { query: { filters: JSON.stringify({ service }) } });
  const shown = (listed.json().data.documents as { userId: string }[]).map((credential) => credential.userId);
  expect(shown.slice(0, 12)).toEqual(lines.map((line) => line.split(',')[0]).reverse());

  const order = await insertOrder(t.db);
  await insertOrderItem(t.db, order, service, { quantity: 2 });
  expect((await t.call(me, api.orders.changeOrderStatus, { params: { id: order }, body: { orderStatus: 'completed' } })).statusCode).toBe(200);
  const { deliveries } = (await t.call(me, api.orders.getSingleOrder, { params: { id: order } })).json().data;
  expect(deliveries.map((d: { credential: { userId: string } }) => d.credential.userId)).toEqual(['line-01', 'line-02']);
});

it('finds a credential added through the form as already in stock', async () => {
  const service = await insertService(t.db);
  const created = await t.call(me, api.serviceCredentials.createServiceCredential, { body: { service, userId: 'dave', password: 'pw' } });
  expect(created.statusCode).toBe(201);
  expect((await preview(service, 'dave,another')).json().data.inStock).toEqual([{ line: 1, userId: 'dave' }]);
});

it('answers 413 for a text over the limit, and 404 for an unknown service', async () => {
  const service = await insertService(t.db);
  const big = 'ü'.repeat(CREDENTIAL_IMPORT.maxBytes / 2 + 1);
  for (const call of [preview, commit]) {
    const res = await call(service, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The import is larger than 1 MB');
  }
  const longer = await commit(service, 'x'.repeat(CREDENTIAL_IMPORT.maxBytes + 1));
  expect(longer.statusCode).toBe(413);
  expect(longer.json().message).toBe('The import is larger than 1 MB');
  const wire = await t.inject(me, {
    method: 'POST',
    url: api.serviceCredentials.importServiceCredentials.path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ service, text: '\u0001'.repeat(CREDENTIAL_IMPORT.maxBytes) }),
  });
  expect(wire.statusCode).toBe(413);
  expect(wire.json().message).toBe('The import is larger than 1 MB');
  expect(await credentialCount(service)).toBe(0);

  expect((await preview(randomUUID(), 'a,b')).statusCode).toBe(404);
  expect((await commit(randomUUID(), 'a,b')).statusCode).toBe(404);
});

it('imports into an archived service', async () => {
  const service = await insertService(t.db, { isActive: false });
  expect((await commit(service, 'a,b')).json().data.imported).toBe(1);
});

it('imports 10,000 lines in one call', async () => {
  const service = await insertService(t.db);
  const text = Array.from({ length: 10_000 }, (_, n) => `user-${n},pw-${n}`).join('\n');
  const res = await commit(service, text);
  expect(res.statusCode).toBe(201);
  expect(res.json().data.imported).toBe(10_000);
  expect(await credentialCount(service)).toBe(10_000);
});
