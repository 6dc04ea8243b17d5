import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { auditRows, insertCredential, insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const exportCsv = (id: string) => t.call(me, api.serviceCredentials.exportServiceCredentials, { params: { id } });
const importLines = async (service: string, text: string) =>
  expect((await t.call(me, api.serviceCredentials.importServiceCredentials, { body: { service, text } })).statusCode).toBe(201);

const PASSWORDS = ['Sup3r-Secret-Alpha', 'Sup3r-Secret-Beta', 'Sup3r-Secret-Gamma', 'Sup3r-Secret-Delta', 'Sup3r-Secret-Solo'];

/**
 * A service with a credential of each status: alpha delivered by completing an order, beta
 * available, gamma reported bad, delta archived (and bad: archived wins), one without a user id;
 * then two imported through the import call, a formula and a cell with a comma and quotes.
 */
async function stockedService(slug = `export-${randomUUID().slice(0, 8)}`) {
  const service = await insertService(t.db, { name: 'Export VPN', slug });
  const [alpha, beta, gamma, delta, solo] = PASSWORDS;
  await insertCredential(t.db, t.app.cipher, service, { userId: 'alpha', password: alpha, minutesAgo: 60 });
  await insertCredential(t.db, t.app.cipher, service, { userId: 'beta', password: beta, minutesAgo: 50 });
  await insertCredential(t.db, t.app.cipher, service, { userId: 'gamma', password: gamma, isUsed: true, badReason: 'Does not log in', minutesAgo: 40 });
  await insertCredential(t.db, t.app.cipher, service, { userId: 'delta', password: delta, isActive: false, badReason: 'Expired', minutesAgo: 30 });
  await insertCredential(t.db, t.app.cipher, service, { userId: null, password: solo, minutesAgo: 20 });
  const orderId = await insertOrder(t.db, { email: 'buyer@example.com' });
  await insertOrderItem(t.db, orderId, service);
  const completed = await t.call(me, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } });
  expect(completed.statusCode).toBe(200);
  await importLines(service, '"=cmd",=HYPERLINK("http://evil.example")');
  await importLines(service, '"a,b ""q""",Sup3r-Secret-Quoted');
  return service;
}

/** When each credential was created and delivered, oldest first, as the export writes them. */
async function times(service: string) {
  const { rows } = await t.db.query<{ created_at: Date; delivered_at: Date | null }>(
    `SELECT c.created_at, d.created_at AS delivered_at FROM service_credentials c
       LEFT JOIN credential_deliveries d ON d.credential_id = c.id
      WHERE c.service_id = $1 ORDER BY c.created_at, c.id`,
    [service],
  );
  return rows.map((row) => ({ created: row.created_at.toISOString(), delivered: row.delivered_at?.toISOString() }));
}

it('answers every credential, oldest first, with its status, delivery and bad reason, as a CSV file', async () => {
  const service = await stockedService('export-vpn');
  const res = await exportCsv(service);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="export-vpn-credentials.csv"');
  expect(res.headers['cache-control']).toBe('no-store');

  const at = await times(service);
  expect(at[0].delivered).toEqual(expect.any(String));
  expect(res.body).toBe(
    [
      'User ID,Status,Delivered to,Delivered at,Reason reported bad,Created',
      `alpha,Used,buyer@example.com,${at[0].delivered},,${at[0].created}`,
      `beta,Available,,,,${at[1].created}`,
      `gamma,Bad,,,Does not log in,${at[2].created}`,
      `delta,Archived,,,Expired,${at[3].created}`,
      `,Available,,,,${at[4].created}`,
      `"'=cmd",Available,,,,${at[5].created}`,
      `"a,b ""q""",Available,,,,${at[6].created}`,
      '',
    ].join('\r\n'),
  );
});

it('writes hostile user ids and bad reasons as inert text, whatever separator the spreadsheet splits on', async () => {
  const service = await insertService(t.db, { slug: `hostile-${randomUUID().slice(0, 8)}` });
  await importLines(service, ['"x;=1+1",Sup3r-Secret-One', '|calc,Sup3r-Secret-Two', '"a,@SUM(1+1)",Sup3r-Secret-Three'].join('\n'));
  await insertCredential(t.db, t.app.cipher, service, { userId: 'Anna', badReason: '=HYPERLINK("http://evil","click")' });
  const { body } = await exportCsv(service);
  expect(body).toContain(`\r\n"'x;=1+1",Available,`);
  expect(body).toContain(`\r\n"'|calc",Available,`);
  expect(body).toContain(`\r\n"'a,@SUM(1+1)",Available,`);
  expect(body).toContain(`\r\nAnna,Bad,,,"'=HYPERLINK(""http://evil"",""click"")",`);
});

it('never writes a password', async () => {
  const service = await stockedService();
  const { body } = await exportCsv(service);
  for (const password of [...PASSWORDS, 'Sup3r-Secret-Quoted', 'HYPERLINK']) expect(body).not.toContain(password);
  expect(body).not.toContain('Sup3r');
});

it('audits the export with the service and the row count', async () => {
  const service = await stockedService();
  await exportCsv(service);
  const exports = (await auditRows(t.db, service)).filter((row) => row.action === 'credential.export');
  expect(exports).toEqual([expect.objectContaining({ actor_id: me.id, entity: 'service', entity_id: service, after: { count: 7 } })]);
});

it('answers only the header for a service without credentials', async () => {
  const service = await insertService(t.db, { slug: 'empty-vpn' });
  const res = await exportCsv(service);
  expect(res.body).toBe('User ID,Status,Delivered to,Delivered at,Reason reported bad,Created\r\n');
  expect(res.headers['content-disposition']).toBe('attachment; filename="empty-vpn-credentials.csv"');
});

it('answers 404 as JSON for an unknown service, and audits nothing', async () => {
  const unknown = randomUUID();
  const res = await exportCsv(unknown);
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({ statusCode: 404, message: 'Service not found' });
  expect(await auditRows(t.db, unknown)).toEqual([]);
});

it('answers 401 without a token, and writes no file', async () => {
  const service = await insertService(t.db);
  const res = await t.call(null, api.serviceCredentials.exportServiceCredentials, { params: { id: service } });
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-disposition']).toBeUndefined();
  expect(await auditRows(t.db, service)).toEqual([]);
});
