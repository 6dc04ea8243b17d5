import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { insertService } from '../helpers/fixtures';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';
import { newKey, orderBody, orderCount, sendOrder } from './storefront-helpers';

const t = setupTestApp();
let key: string;
let service: string;
beforeAll(async () => {
  key = await newKey(t);
  service = await insertService(t.db, { priceCents: 1999 });
});

const withKey = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });

describe('an Idempotency-Key', () => {
  it('makes a retry answer the first answer, marked as a replay, and make no second order', async () => {
    const idem = randomUUID();
    const body = orderBody([{ serviceId: service, quantity: 2 }]);
    const first = await sendOrder(t, key, body, withKey(idem));
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await orderCount(t);

    const retry = await sendOrder(t, key, body, withKey(idem));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(t)).toBe(before);
  });

  it('replays for the same body with its fields in another order', async () => {
    const idem = randomUUID();
    const body = orderBody([service]);
    const first = await sendOrder(t, key, body, withKey(idem));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await sendOrder(t, key, reordered, withKey(idem));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the same key with another body (422), making nothing', async () => {
    const idem = randomUUID();
    const body = orderBody([service]);
    await sendOrder(t, key, body, withKey(idem));
    const before = await orderCount(t);
    const other = await sendOrder(t, key, { ...body, name: 'Someone Else' }, withKey(idem));
    expect(other.statusCode).toBe(422);
    expect(other.json().details).toEqual([{ path: 'idempotency-key', message: expect.stringMatching(/already used with a different request/) }]);
    expect(await orderCount(t)).toBe(before);
  });

  it('belongs to its storefront key: another key with the same Idempotency-Key makes its own order', async () => {
    const idem = randomUUID();
    const body = orderBody([service], { allowDuplicateTransaction: true });
    const first = await sendOrder(t, key, body, withKey(idem));
    const other = await sendOrder(t, await newKey(t), body, withKey(idem));
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().data._id).not.toBe(first.json().data._id);
  });

  it('keeps no answer for a refused request: the retry is judged afresh', async () => {
    const idem = randomUUID();
    const archived = await insertService(t.db, { isActive: false });
    const body = orderBody([archived]);
    expect((await sendOrder(t, key, body, withKey(idem))).statusCode).toBe(422);
    await t.db.query('UPDATE services SET is_active = true WHERE id = $1', [archived]);
    const retry = await sendOrder(t, key, body, withKey(idem));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('holds for 24 hours: an older key makes a new order, and older answers are deleted', async () => {
    const idem = randomUUID();
    const stale = randomUUID();
    const body = orderBody([service], { allowDuplicateTransaction: true });
    const first = (await sendOrder(t, key, body, withKey(idem))).json().data._id;
    await sendOrder(t, key, orderBody([service]), withKey(stale));
    await t.db.query("UPDATE storefront_idempotency SET created_at = now() - interval '24 hours 1 second' WHERE idempotency_key = ANY($1)", [
      [idem, stale],
    ]);

    const again = await sendOrder(t, key, body, withKey(idem));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().data._id).not.toBe(first);
    // The renewed key replays its new answer; the other expired one is gone.
    expect((await sendOrder(t, key, body, withKey(idem))).json().data._id).toBe(again.json().data._id);
    const { rows } = await t.db.query('SELECT idempotency_key FROM storefront_idempotency WHERE idempotency_key = ANY($1)', [[idem, stale]]);
    expect(rows).toEqual([{ idempotency_key: idem }]);
  });

  it('without one, each request makes an order', async () => {
    const body = orderBody([service], { allowDuplicateTransaction: true });
    const before = await orderCount(t);
    await sendOrder(t, key, body);
    await sendOrder(t, key, body);
    expect(await orderCount(t)).toBe(before + 2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)],
    ['not printable ASCII', 'clé-1'],
  ])('is refused when %s (400 naming the header)', async (_, value) => {
    const res = await sendOrder(t, key, orderBody([service]), withKey(value));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('idempotency-key');
  });

  it('takes 200 printable characters', async () => {
    const res = await sendOrder(t, key, orderBody([service]), withKey(`k ${'~'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH - 2)}`));
    expect(res.statusCode).toBe(201);
  });
});

it('replays 20 retries sent one after another as one order', async () => {
  const idem = randomUUID();
  const body = orderBody([service]);
  const before = await orderCount(t);
  const answers = [];
  for (let n = 0; n < 20; n++) answers.push(await sendOrder(t, key, body, withKey(idem)));
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  expect(await orderCount(t)).toBe(before + 1);
});

onPostgresOnly('20 retries at the same moment', () => {
  it.each([1, 2, 3])('make exactly one order, and all 20 answer it (round %i)', async () => {
    const idem = randomUUID();
    const body = orderBody([service]);
    const before = await orderCount(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendOrder(t, key, body, withKey(idem))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await orderCount(t)).toBe(before + 1);
    const { rows } = await t.db.query("SELECT count(*)::int AS count FROM audit_log WHERE action = 'order.create' AND after->>'idempotencyKey' = $1", [idem]);
    expect(rows[0].count).toBe(1);
  });
});
