import { allCalls, api, API_DOCS, STOREFRONT_KEY_HEADER, type CallDef } from '@shopdesk/contracts';
import { revokeStorefrontKey } from '../../src/storefront/storefront-keys';
import { newToken, tokenHash } from '../../src/lib/tokens';
import { newStorefrontKey } from '../../src/http/authenticate-storefront';
import { insertService } from '../helpers/fixtures';
import { setupTestApp } from '../helpers/test-app';
import { newKey, orderBody, orderCount, sendOrder } from './storefront-helpers';

/** The one answer to a malformed, unknown or revoked key. */
const REFUSED_KEY = 'Unknown or revoked storefront key';

const t = setupTestApp();
let service: string;
beforeAll(async () => {
  service = await insertService(t.db);
});

const storefrontCalls = allCalls.filter((call) => call.access === 'storefront');

it('covers the storefront calls of the contract', () => {
  expect(storefrontCalls).toEqual([api.storefront.createOrder]);
});

describe.each(storefrontCalls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', (_, call: CallDef) => {
  const send = (headers: Record<string, string>) => t.call(null, call, { body: orderBody([service]), headers });

  async function expect401(headers: Record<string, string>, message: string) {
    const before = await orderCount(t);
    const res = await send(headers);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await orderCount(t)).toBe(before);
  }

  it('answers 401 without a key', () => expect401({}, 'A storefront key is required (X-Storefront-Key header)'));

  it('answers 401 for a wrong key', async () => {
    const live = await newKey(t);
    await expect401({ [STOREFRONT_KEY_HEADER]: newStorefrontKey() }, REFUSED_KEY);
    await expect401({ [STOREFRONT_KEY_HEADER]: `${live}x` }, REFUSED_KEY);
    await expect401({ [STOREFRONT_KEY_HEADER]: live.slice(0, -1) }, REFUSED_KEY);
    await expect401({ [STOREFRONT_KEY_HEADER]: live.toUpperCase() }, REFUSED_KEY);
    await expect401({ [STOREFRONT_KEY_HEADER]: 'Bearer x' }, REFUSED_KEY);
  });

  it('answers a revoked key exactly as an unknown or malformed one, so the answer tells no key that existed', async () => {
    const name = `revoked ${Math.random()}`;
    const key = await newKey(t, name);
    expect((await send({ [STOREFRONT_KEY_HEADER]: key })).statusCode).toBe(201);
    await revokeStorefrontKey(t.db, name);
    const answers = await Promise.all([key, newStorefrontKey(), 'sfk_short'].map((sent) => send({ [STOREFRONT_KEY_HEADER]: sent })));
    const [revoked, unknown, malformed] = answers.map((res) => ({ status: res.statusCode, body: res.body }));
    expect(revoked).toEqual({ status: 401, body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: REFUSED_KEY }) });
    expect(unknown).toEqual(revoked);
    expect(malformed).toEqual(revoked);
  });

  it("answers 401 to an employee's live session: a bearer token does not open it", async () => {
    const employee = await t.createEmployee();
    await expect401({ authorization: `Bearer ${employee.token}` }, 'A storefront key is required (X-Storefront-Key header)');
  });

  it('does not take the key from elsewhere than its header', async () => {
    const key = await newKey(t);
    await expect401({ authorization: `Bearer ${key}`, cookie: `${STOREFRONT_KEY_HEADER}=${key}` }, 'A storefront key is required (X-Storefront-Key header)');
  });

  it('checks the key before the body: a bad body without a key is a 401, not a 400', async () => {
    const res = await t.call(null, call, { body: { price: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a key in use', () => {
  it('stores only its SHA-256, nowhere the key itself', async () => {
    const name = `hashed ${Math.random()}`;
    const key = await newKey(t, name);
    expect(key).toMatch(/^sfk_[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.query<{ key_hash: Uint8Array; whole: string }>(
      'SELECT key_hash, row_to_json(k)::text AS whole FROM storefront_keys k WHERE name = $1',
      [name],
    );
    expect(Buffer.from(rows[0].key_hash).equals(tokenHash(key))).toBe(true);
    expect(rows[0].whole).not.toContain(key.slice(4));
  });

  it('has its last use written at most once a minute', async () => {
    const name = `touched ${Math.random()}`;
    const key = await newKey(t, name);
    const lastUsed = async () =>
      (await t.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM storefront_keys WHERE name = $1', [name])).rows[0].last_used_at?.getTime();
    expect(await lastUsed()).toBeUndefined();

    await sendOrder(t, key, orderBody([service]));
    const first = await lastUsed();
    expect(first).toEqual(expect.any(Number));
    await sendOrder(t, key, orderBody([service]));
    expect(await lastUsed()).toEqual(first);

    // A minute later the next call writes it again.
    await t.db.query("UPDATE storefront_keys SET last_used_at = last_used_at - interval '61 seconds' WHERE name = $1", [name]);
    const aged = await lastUsed();
    await sendOrder(t, key, orderBody([service]));
    expect(await lastUsed()).toBeGreaterThan(aged as number);
  });

});

describe('the calls a key may make a minute (RATE_LIMIT_STOREFRONT_KEY)', () => {
  const PER_MINUTE = 5;
  const limited = setupTestApp({ RATE_LIMIT_STOREFRONT_KEY: String(PER_MINUTE) });
  const counted = async (name: string, key: string) =>
    ((await limited.app.metrics.registry.getSingleMetric(name)?.get())?.values ?? []).find((v) => v.labels.key === key)?.value ?? 0;

  it('are counted per key, refused calls included; past them a 429 with Retry-After, counted for the alert', async () => {
    const shop = await insertService(limited.db);
    const send = (key: string, body: unknown) => limited.call(null, api.storefront.createOrder, { body, headers: { [STOREFRONT_KEY_HEADER]: key } });
    const key = await newKey(limited, 'Rushed shop');
    // Invalid bodies: counted, and nothing made.
    for (let n = 0; n < PER_MINUTE; n++) expect((await send(key, {})).statusCode).toBe(400);
    const over = await send(key, orderBody([shop]));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another key has its own count.
    expect((await send(await newKey(limited, 'Other shop'), orderBody([shop]))).statusCode).toBe(201);
    expect([await counted('shopdesk_storefront_calls_total', 'Rushed shop'), await counted('shopdesk_storefront_limited_total', 'Rushed shop')]).toEqual([PER_MINUTE + 1, 1]);
    expect(await counted('shopdesk_storefront_limited_total', 'Other shop')).toBe(0);
    const limit = await limited.app.metrics.registry.getSingleMetric('shopdesk_storefront_key_limit_per_minute')?.get();
    expect(limit?.values[0].value).toBe(PER_MINUTE);
  });

  it('take a place at the storefront gate, given back however the call ended (made, refused, limited)', async () => {
    const key = await newKey(limited, 'Gated shop');
    const shop = await insertService(limited.db);
    const statuses = await Promise.all(
      [orderBody([shop]), {}, orderBody([shop])].map(async (body, i) =>
        (await limited.call(null, api.storefront.createOrder, { body, headers: { [STOREFRONT_KEY_HEADER]: i === 2 ? 'sfk_wrong' : key } })).statusCode,
      ),
    );
    expect(statuses).toEqual([201, 400, 401]);
    expect([limited.app.storefrontGate.inside, limited.app.storefrontGate.waiting]).toEqual([0, 0]);
  });

  it('are 30,000 by default: a sale of 300 orders a second and their retries fits, with room', () => {
    expect(t.config.rateLimits.storefrontCallsPerKeyPerMinute).toBe(30_000);
  });
});

describe('failed key checks from one address', () => {
  const PER_IP = 4;
  const limited = setupTestApp({ RATE_LIMIT_STOREFRONT_KEY_FAILURES_PER_IP: String(PER_IP) });
  let shop: string;
  beforeAll(async () => {
    shop = await insertService(limited.db);
  });

  const order = (key: string, ip: string, body: unknown = orderBody([shop])) =>
    limited.call(null, api.storefront.createOrder, { body, headers: { [STOREFRONT_KEY_HEADER]: key }, ip });

  /** Wrong keys from `ip`, unknown and malformed in turn: their statuses. */
  async function guess(ip: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await order(i % 2 ? 'sfk_malformed' : newStorefrontKey(), ip)).statusCode);
    return statuses;
  }

  it('are limited per address, with Retry-After, before any key is checked; other addresses are left alone', async () => {
    const name = `revoked ${Math.random()}`;
    const revoked = await newKey(limited, name);
    await revokeStorefrontKey(limited.db, name);
    expect((await order(revoked, '203.0.113.1')).statusCode).toBe(401);
    expect(await guess('203.0.113.1', PER_IP - 1)).toEqual(Array(PER_IP - 1).fill(401));

    const over = await order(newStorefrontKey(), '203.0.113.1');
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(over.json().message).toBe(`Too many attempts, try again in ${retryAfter} seconds`);
    // A right key that has never worked from there waits too: it could be one more guess.
    expect((await order(await newKey(limited), '203.0.113.1')).statusCode).toBe(429);

    expect((await order(await newKey(limited), '203.0.113.2')).statusCode).toBe(201);
    expect(await guess('203.0.113.2', 1)).toEqual([401]);
  });

  it('counts parallel failures before checking them: at most the limit get a 401', async () => {
    const answers = await Promise.all(Array.from({ length: PER_IP * 3 }, () => order(newStorefrontKey(), '203.0.113.3')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PER_IP * 2);
  });

  it('does not count right keys, and a right key does not wipe the failures counted', async () => {
    const key = await newKey(limited);
    // Empty bodies: the key is checked first (and passes), then the body is refused; no order is made.
    for (let i = 0; i < PER_IP * 2; i++) expect((await order(key, '203.0.113.4', {})).statusCode).toBe(400);
    expect(await guess('203.0.113.4', PER_IP - 1)).toEqual(Array(PER_IP - 1).fill(401));
    expect((await order(key, '203.0.113.4', {})).statusCode).toBe(400);
    expect(await guess('203.0.113.4', 2)).toEqual([401, 429]);
  });

  it('still takes a key that has worked from a shared address past its limit, and answers its refusal with the same 429', async () => {
    const name = `shop behind a NAT ${Math.random()}`;
    const key = await newKey(limited, name);
    expect((await order(key, '203.0.113.50', {})).statusCode).toBe(400);
    await guess('203.0.113.50', PER_IP + 2);

    expect((await order(key, '203.0.113.50')).statusCode).toBe(201);
    await revokeStorefrontKey(limited.db, name);
    const refused = await order(key, '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('the OpenAPI document', () => {
  it('describes the key as an API key header, the call as needing it, and the Idempotency-Key header', async () => {
    const doc = (await t.inject(null, { method: 'GET', url: `${API_DOCS}/json` })).json();
    expect(doc.components.securitySchemes.storefrontKey).toMatchObject({ type: 'apiKey', in: 'header', name: STOREFRONT_KEY_HEADER });
    const operation = doc.paths[api.storefront.createOrder.path].post;
    expect(operation.security).toEqual([{ storefrontKey: [] }]);
    expect(operation.parameters).toEqual([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false })]);
    expect(Object.keys(operation.requestBody.content['application/json'].schema.properties)).toEqual([
      'name', 'email', 'phone', 'items', 'transactionId', 'paymentMethod', 'allowDuplicateTransaction',
    ]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '422', '429']));
  });
});

it('never lets a bearer token stand in for a key, even a well-formed unknown one', async () => {
  const res = await sendOrder(t, null, orderBody([service]), { authorization: `Bearer ${newToken()}` });
  expect(res.statusCode).toBe(401);
});
