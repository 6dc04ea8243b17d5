import { allCalls, api, buildPath, PROTECTED_BASE, type CallDef } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { newToken, tokenHash } from '../src/lib/tokens';
import { png } from '../test/helpers/images';
import { multipart } from '../test/helpers/multipart';
import { buildTestApp, type TestApp, type TestEmployee } from '../test/helpers/test-app';
import { recordFinding } from './findings';

/**
 * Every protected call of the contract, in every spelling a client can give its route, with every
 * kind of bad credentials: all refused with 401 before anything is read. A spelling the router does
 * not know (an upper-case path, a percent-encoded letter, a doubled slash, a method no call has)
 * gets a 401 too: only a live token learns that there is no such route (the router's 404), so
 * nobody can map the routes, and no spelling reaches a handler that skips the session check.
 */
let t: TestApp;
let me: TestEmployee;

beforeAll(async () => {
  t = await buildTestApp();
  me = await t.createEmployee();
}, 60_000);
afterAll(() => t.close());

const protectedCalls = allCalls.filter((call) => call.access === 'protected');

/** Every method a client may send to a route; the contract uses some of them. */
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;

interface Variant {
  name: string;
  options: InjectOptions;
}

function bodyOf(call: CallDef): Pick<InjectOptions, 'payload' | 'headers'> {
  if (call.method === 'GET') return {};
  if (call.files) {
    // A real form with a real image: refusing it must not depend on the upload being broken.
    const form = multipart([['type', 'vpn'], ['serial', '1'], ['name', 'X'], ['price', '1'], ['linkOrApk', 'apk'], ['benefits[]', 'b']], [
      { name: call.files[0], filename: 'a.png', contentType: 'image/png', data: png() },
    ]);
    return { payload: form.payload, headers: form.headers };
  }
  return {
    payload: JSON.stringify({ isActive: false, orderStatus: 'completed', email: 'x@shopdesk.test' }),
    headers: { 'content-type': 'application/json' },
  };
}

/** The spellings of one call's route a client can send. */
function variantsOf(call: CallDef): Variant[] {
  const params = Object.fromEntries([...call.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name, randomUUID()]));
  const path = buildPath(call.path, params);
  const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  const query = call.querystring ? '?currentPage=1&limit=5&search=a&filters=%7B%7D' : '?x=1';
  const body = bodyOf(call);
  const as = (name: string, method: string, url: string, withBody = true): Variant => ({
    name,
    options: { method: method as InjectOptions['method'], url, ...(withBody ? body : {}) },
  });
  // The first letter after the protected prefix, percent-encoded: a router that decodes matches it, one that does not answers 404.
  const at = PROTECTED_BASE.length;
  const encodedLetter = `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}${path.slice(at + 1)}`;
  const otherMethods = METHODS.filter((method) => method !== call.method);
  return [
    as('as written', call.method, path),
    as('trailing slash toggled', call.method, toggled),
    as('with a query string', call.method, `${path}${query}`),
    as('trailing slash toggled, with a query string', call.method, `${toggled}${query}`),
    as('upper-case path', call.method, path.toUpperCase()),
    as('a letter percent-encoded', call.method, encodedLetter),
    as('a doubled slash', call.method, path.replace(PROTECTED_BASE, `${PROTECTED_BASE}/`)),
    ...otherMethods.map((method) => as(`another method (${method})`, method, path, method !== 'GET')),
    ...(call.method === 'GET' ? [as('HEAD', 'HEAD', path, false), as('HEAD, trailing slash toggled', 'HEAD', toggled, false)] : []),
  ];
}

interface BadCredential {
  name: string;
  authorization?: string;
  /** Somewhere other than the Authorization header, where the API must not look for a token. */
  elsewhere?: { query?: string; cookie?: string };
}

async function badCredentials(): Promise<BadCredential[]> {
  const { idleMinutes, absoluteHours } = t.config.session;

  const idle = await t.createEmployee();
  await t.db.query(`UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2 + 1) WHERE employee_id = $1`, [idle.id, idleMinutes]);

  const old = await t.createEmployee();
  await t.db.query(
    `UPDATE sessions SET created_at = now() - make_interval(hours => $2, mins => 1), last_seen_at = now() WHERE employee_id = $1`,
    [old.id, absoluteHours],
  );

  const loggedOut = await t.createEmployee();
  const logout = await t.call(loggedOut, api.auth.logout);
  expect(logout.statusCode).toBe(200);

  // Archived in the database only: the session row itself stays unrevoked, so the employee check is what refuses it.
  const archivedRow = await t.createEmployee();
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [archivedRow.id]);

  const archived = await t.createEmployee();
  const archive = await t.call(me, api.employees.archiveEmployee, { params: { id: archived.id }, body: { isActive: false } });
  expect(archive.statusCode).toBe(200);

  return [
    { name: 'no token' },
    { name: 'scheme only ("Bearer")', authorization: 'Bearer' },
    { name: 'another scheme (Basic)', authorization: 'Basic dXNlcjpwYXNz' },
    { name: 'a live token with characters no token has', authorization: `Bearer ${me.token}!` },
    { name: 'a live token one character short', authorization: `Bearer ${me.token.slice(0, -1)}` },
    { name: 'an unknown well-formed token', authorization: `Bearer ${newToken()}` },
    { name: `idle for ${idleMinutes + 1} minutes`, authorization: `Bearer ${idle.token}` },
    { name: `older than ${absoluteHours} hours, used a moment ago`, authorization: `Bearer ${old.token}` },
    { name: 'revoked by logout', authorization: `Bearer ${loggedOut.token}` },
    { name: "an archived employee's (session not revoked)", authorization: `Bearer ${archivedRow.token}` },
    { name: 'an employee archived through the API', authorization: `Bearer ${archived.token}` },
    { name: 'a live token in the query string', elsewhere: { query: `access_token=${me.token}&token=${me.token}` } },
    { name: 'a live token in a cookie', elsewhere: { cookie: `token=${me.token}; session=${me.token}` } },
  ];
}

function jsonOf(res: LightMyRequestResponse): { message?: string; error?: string } {
  try {
    return res.json();
  } catch {
    return {};
  }
}

/** The router's own 404 (no handler matched); a HEAD answer has no body to tell, so its status says it. */
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

const isRouteNotFound = (res: LightMyRequestResponse, method: string) =>
  res.statusCode === 404 && (method === 'HEAD' || /^Route /.test(jsonOf(res).message ?? ''));

/** A live session for the control request; logout gets one of its own, as it ends the session it is called with. */
async function liveAuthorization(call: CallDef): Promise<string> {
  if (call !== api.auth.logout) return `Bearer ${me.token}`;
  const token = newToken();
  await t.db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [me.id, tokenHash(token)]);
  return `Bearer ${token}`;
}

it('refuses every protected call, in every spelling of its route, for every kind of bad credentials', async () => {
  const started = Date.now();
  const credentials = await badCredentials();
  const sessionsBefore = await t.db.query('SELECT id, last_seen_at, revoked_at FROM sessions ORDER BY id');
  const wrong: string[] = [];
  let unauthorized = 0;
  let noRoute = 0;
  let variants = 0;
  for (const call of protectedCalls) {
    for (const variant of variantsOf(call)) {
      variants += 1;
      const method = String(variant.options.method);
      // Fastify answers HEAD from the GET route; the GET's body tells whether the router found one.
      const controlMethod = method === 'HEAD' ? 'GET' : method;
      const control = await t.app.inject({
        ...variant.options,
        method: controlMethod as InjectOptions['method'],
        headers: { ...variant.options.headers, authorization: await liveAuthorization(call) },
      });
      const routed = !isRouteNotFound(control, controlMethod);
      if (routed && control.statusCode === 401) wrong.push(`${call.method} ${call.path} ${variant.name}: a live token got 401 (${control.body})`);
      for (const credential of credentials) {
        const headers = {
          ...variant.options.headers,
          ...(credential.authorization === undefined ? {} : { authorization: credential.authorization }),
          ...(credential.elsewhere?.cookie ? { cookie: credential.elsewhere.cookie } : {}),
        };
        const url = credential.elsewhere?.query ? withQuery(String(variant.options.url), credential.elsewhere.query) : variant.options.url;
        const res = await t.app.inject({ ...variant.options, url, headers });
        // Routed or not: without a live session nothing under the protected API tells a route from no route.
        const ok = res.statusCode === 401 && (method === 'HEAD' || jsonOf(res).error === 'Unauthorized');
        const answer = `${res.statusCode} ${res.body.slice(0, 200)}`;
        if (!ok) wrong.push(`${variant.options.method} ${variant.options.url} (${variant.name}) with ${credential.name}: ${answer}`);
        else if (routed) unauthorized += 1;
        else noRoute += 1;
      }
    }
  }
  expect(wrong).toEqual([]);

  // The refusals revived nothing: no expired session got a fresh last_seen_at, no revoked one came back.
  const sessionsAfter = await t.db.query('SELECT id, last_seen_at, revoked_at FROM sessions ORDER BY id');
  const refusedIds = new Set((await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE employee_id <> $1', [me.id])).rows.map((r) => r.id));
  const refused = (rows: Array<Record<string, unknown>>) => rows.filter((row) => refusedIds.has(row.id as string));
  expect(refused(sessionsAfter.rows)).toEqual(refused(sessionsBefore.rows));

  const requests = unauthorized + noRoute;
  const summary =
    `${protectedCalls.length} protected calls, ${variants} route spellings x ${credentials.length} kinds of bad credentials = ` +
    `${requests.toLocaleString('en')} requests, all 401: ${unauthorized.toLocaleString('en')} to a route, ` +
    `${noRoute.toLocaleString('en')} to spellings no route matches (upper-case, encoded, doubled slash, methods no call has; ` +
    `a live token gets the router's 404 there); ` +
    `no expired or revoked session touched; ${Math.round((Date.now() - started) / 1000)} s`;
  console.log(summary);
  recordFinding(
    'authorization',
    'Every protected call: as written, trailing slash toggled, with query strings, upper-case, a letter percent-encoded, a doubled slash, ' +
      'every other method, HEAD for GETs; no token, "Bearer", Basic, bad characters, one character short, unknown, idle-expired, ' +
      'absolute-expired (times set in the database), revoked by logout, archived employee (flag only, and through the API), ' +
      'a live token in the query string or a cookie instead of the header',
    summary,
  );
});
