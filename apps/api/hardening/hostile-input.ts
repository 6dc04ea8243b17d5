import { api, type CallDef } from '@shopdesk/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../src/db/database';
import { createStorefrontKey } from '../src/storefront/storefront-keys';
import { newToken, tokenHash } from '../src/lib/tokens';
import { workDoneAfterReply } from '../src/routes/auth/after-reply';
import { buildTestApp, type TestApp, type TestEmployee } from '../test/helpers/test-app';
import { describeRequest, requestsFor, type FuzzRequest } from './contract-arbitraries';
import { recordFinding } from './findings';
import { seedFuzzData, withFreshRows } from './fuzz-seed-data';
import { patientQueries } from './patient-queries';
import { rowFingerprinter } from '../test/helpers/row-fingerprint';
import type { KnownIds } from './schema-values';

/**
 * Calls of the contract, fuzzed in-process with requests generated from its own schemas:
 * valid-looking values mixed with hostile ones. Properties: never a 5xx, every 4xx says why in a
 * JSON `message`, a refused request leaves every table as it was (audit log included), no answer
 * shows internals (hashes, ciphertext, stack frames, database errors) and nothing reaches
 * Object.prototype.
 *
 * FUZZ_RUNS changes the runs per call; FUZZ_SEED replays a run (fast-check prints the seed and the
 * path of a failure); FUZZ_REPORT_ALL=1 lists every failing request instead of stopping at the first;
 * FUZZ_LOG_LEVEL=error prints the API's log, with the error behind each 5xx.
 *
 * The calls are shared between two test files (hostile-input-*.hardening.ts), each with an app of
 * its own, so the fuzz keeps both cores busy: alone it took as long as every other hardening file
 * run beside it, the second core idle half of that time.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const REPORT_ALL = process.env.FUZZ_REPORT_ALL === '1';

/**
 * Fuzzes `calls` (with the checks of the checks themselves when `selfChecks`); `share` names them in
 * the report ("The other half").
 */
export function describeHostileInput(calls: readonly CallDef[], share: string, { selfChecks = false } = {}): void {
  let t: TestApp;
  let employee: TestEmployee;
  let known: KnownIds;
  let rowFingerprint: () => Promise<string>;
  let db: Queryable;

  const statuses = new Map<number, number>();
  /** Calls that answered at least one generated request with a 2xx: the fuzzing got past validation there. */
  const callsReachingSuccess = new Set<CallDef>();
  const allFailures: string[] = [];
  let requests = 0;
  let refusedAndUnchanged = 0;
  let failedCalls = 0;
  let transient503s = 0;
  const started = Date.now();

  beforeAll(async () => {
    // Login, forgot-password and token limits would turn most requests into 429s before they reach the handlers.
    t = await buildTestApp({
      RATE_LIMIT_LOGIN_FAILURES: '10000',
      RATE_LIMIT_FORGOT_PASSWORD: '10000',
      RATE_LIMIT_PUBLIC_TOKEN: '10000',
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    });
    employee = await t.createEmployee();
    known = await seedFuzzData(t, employee);
    db = patientQueries(t.db);
    rowFingerprint = await refusalTolerantFingerprinter(db);
  }, 60_000);

  /**
   * The row fingerprint of every table, audit_log counted apart: a refused sign-in and a refused
   * call (403) write an audit row by design (who tried what), so those two kinds are left out; an
   * audit row of any other kind after a 4xx is a change that should have been rolled back.
   */
  async function refusalTolerantFingerprinter(queries: Queryable): Promise<() => Promise<string>> {
    const otherTables = await rowFingerprinter(queries, { except: ['audit_log'] });
    return async () => {
      const { rows } = await queries.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM audit_log WHERE action NOT IN ('auth.login_failed', 'access.forbidden')",
      );
      return `${await otherTables()} audit_log(not refusals)=${rows[0].n}`;
    };
  }
  afterAll(() => t.close());

  /** A session of its own for a logout request, so the shared one survives the logouts that succeed. */
  async function freshSession(): Promise<string> {
    const token = newToken();
    await db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [employee.id, tokenHash(token)]);
    return token;
  }

  /**
   * The storefront key for a storefront call: a new one every 100 calls, so the per-key rate limit
   * (120 a minute) does not turn the fuzzed bodies into 429s before they are read.
   */
  let storefrontKey = '';
  let storefrontCalls = 0;
  async function storefrontKeyForNextCall(): Promise<string> {
    if (storefrontCalls++ % 100 === 0) storefrontKey = await createStorefrontKey(t.db, `fuzz ${storefrontCalls}`);
    return storefrontKey;
  }

  /** A different client address for each request: per-IP limits never kick in. */
  const nextAddress = () => `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;

  function messageOf(res: LightMyRequestResponse): unknown {
    try {
      return (res.json() as { message?: unknown }).message;
    } catch {
      return undefined;
    }
  }

  /** What no answer may show, whatever was asked: password hashes, and the columns holding token digests and ciphertext. */
  const SECRETS = /\$argon2(?:id|i|d)\$v=|"(?:password_hash|token_hash|password_enc)"/;
  /**
   * What no refusal may show either: stack frames and PostgreSQL's own error texts, which quote the
   * statement's values and name the schema. (Only refusals: a 2xx lists stored text, which is the
   * fuzzer's own and may look like anything.) A path is matched only from its first character: tried
   * from every position of a 100 kB word echoed in a refusal, the match took minutes.
   */
  const ERROR_INTERNALS =
    /(?<![\w./-])[\w./-]+\.(?:ts|js|mjs|cjs):\d+:\d+|invalid input syntax|syntax error at or near|violates (?:check|foreign key|unique|not-null) constraint|invalid byte sequence|relation "\w+"|password_hash|token_hash|password_enc/;

  /** Everything the request said, decoded where it can be: an answer naming a field the client sent leaks nothing. */
  function sentText(request: FuzzRequest): string {
    const payload = request.payload === undefined ? '' : Buffer.isBuffer(request.payload) ? request.payload.toString('utf8') : request.payload;
    let url = request.url;
    try {
      url = decodeURIComponent(url);
    } catch {
      // A broken escape stays as it was sent.
    }
    return `${url} ${request.url} ${payload}`;
  }

  /** A request the API has not answered in this long is a finding of its own: it would hold a connection forever. */
  const ANSWER_DEADLINE_MS = 30_000;

  /** The header carrying `token` for a call of this access: the bearer token, or the storefront key. */
  function credentials(access: string, token: string): Record<string, string> {
    if (access === 'protected') return { authorization: `Bearer ${token}` };
    if (access === 'storefront') return { 'x-storefront-key': token };
    return {};
  }

  /** Sends `request` with `token` (a session's or a storefront key); null when no answer came in time. */
  async function send(request: FuzzRequest, token: string): Promise<LightMyRequestResponse | null> {
    requests += 1;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_DEADLINE_MS)));
    try {
      const answer = t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...credentials(request.call.access, token) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        remoteAddress: nextAddress(),
      });
      return await Promise.race([answer, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** What is wrong with the answer to `request`, or null. */
  async function problemWith(request: FuzzRequest): Promise<string | null> {
    const tokenFor = async () =>
      request.call === api.auth.logout ? freshSession() : request.call.access === 'storefront' ? storefrontKeyForNextCall() : employee.token;
    let token = await tokenFor();
    let before = await rowFingerprint();
    let res = await send(request, token);
    // A 503 says the database did not answer in time: on a machine shared with load runs that can be a
    // moment's overload. The same request once more, after a pause, tells that from a request that breaks the API.
    if (res?.statusCode === 503) {
      transient503s += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      token = await tokenFor();
      before = await rowFingerprint();
      res = await send(request, token);
    }
    if (!res) return `no answer within ${ANSWER_DEADLINE_MS / 1000} s\n  request ${describeRequest(request)}`;
    // Work a request leaves for after its answer (the reset e-mail) belongs to it, not to the next request.
    await workDoneAfterReply(t.app);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode < 300) callsReachingSuccess.add(request.call);
    const answer = `${res.statusCode} ${res.body.slice(0, 300)}`;
    const message = messageOf(res);
    const pollution = ['polluted', 'isAdmin'].filter((key) => key in Object.prototype);
    const leak = SECRETS.exec(res.body) ?? (res.statusCode >= 400 ? ERROR_INTERNALS.exec(res.body) : null);
    const echoed = leak !== null && sentText(request).includes(leak[0].replace(/"/g, ''));
    let problem: string | null = null;
    if (pollution.length) problem = `Object.prototype polluted with ${pollution.join(', ')}`;
    else if (leak && !echoed) problem = `an answer showing internals ("${leak[0]}")`;
    else if (res.statusCode >= 500) problem = 'a 5xx';
    else if (res.statusCode >= 400 && (typeof message !== 'string' || message.trim() === '')) problem = 'a 4xx without a JSON message';
    else if (res.statusCode >= 400) {
      const after = await rowFingerprint();
      if (after !== before) problem = `a refused request changed rows:\n  before ${before}\n  after  ${after}`;
      else refusedAndUnchanged += 1;
    }
    if (problem === null) return null;
    return `${problem}\n  request ${describeRequest(request)}\n  answer  ${answer}`;
  }

  const label = (call: CallDef) => `${call.method} ${call.path}`;

  if (selfChecks) {
    it('notices a written row, an updated row, an audit row and a deleted row (so "no row changed" means something)', async () => {
      const before = await rowFingerprint();
      await db.query("UPDATE orders SET order_status = order_status WHERE id = (SELECT id FROM orders LIMIT 1)");
      const afterUpdate = await rowFingerprint();
      await db.query("INSERT INTO audit_log (action, entity) VALUES ('fuzz.self-check', 'none')");
      const afterInsert = await rowFingerprint();
      // Audit rows are final (a trigger refuses DELETE): the deletion is checked on another table.
      await db.query("INSERT INTO schema_migrations (version) VALUES ('fuzz-self-check')");
      const beforeDelete = await rowFingerprint();
      await db.query("DELETE FROM schema_migrations WHERE version = 'fuzz-self-check'");
      const afterDelete = await rowFingerprint();
      expect(afterUpdate).not.toBe(before);
      expect(afterInsert).not.toBe(afterUpdate);
      expect(afterDelete).not.toBe(beforeDelete);
    });

    it('recognises a password hash, a stack frame and a database error in an answer', () => {
      expect(SECRETS.test('{"data":{"hash":"$argon2id$v=19$m=19456,t=2,p=1$abc"}}')).toBe(true);
      expect(SECRETS.test('{"password_enc":"v1:k1:abc"}')).toBe(true);
      expect(ERROR_INTERNALS.test('at run (/srv/api/src/db/postgres-database.ts:95:20)')).toBe(true);
      expect(ERROR_INTERNALS.test('invalid input syntax for type uuid: "x"')).toBe(true);
      expect(ERROR_INTERNALS.test('duplicate key value violates unique constraint "services_type_slug_key"')).toBe(true);
      expect(SECRETS.test('{"message":"Invalid body: password is required"}') || ERROR_INTERNALS.test('Invalid query: x is not an allowed field')).toBe(false);
    });
  }

  describe.each(calls.map((call) => [label(call), call] as const))('%s', (_, call) => {
    it(`answers ${RUNS} generated requests without a 5xx; every 4xx has a message and changes no row`, async () => {
      const generated = requestsFor(call, await withFreshRows(t, db, employee, known));
      try {
        if (REPORT_ALL) {
          for (const request of fc.sample(generated, { numRuns: RUNS, seed: SEED })) {
            const problem = await problemWith(request);
            if (problem) allFailures.push(`${label(call)}: ${problem}`);
          }
          return;
        }
        await fc.assert(
          fc.asyncProperty(generated, async (request) => {
            const problem = await problemWith(request);
            if (problem) throw new Error(problem);
          }),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      } catch (error) {
        failedCalls += 1;
        throw error;
      }
    });
  });

  it('records what was tried', () => {
    const byClass = (from: number) => [...statuses].filter(([s]) => s >= from && s < from + 100).reduce((sum, [, n]) => sum + n, 0);
    const seconds = Math.round((Date.now() - started) / 1000);
    const summary =
      `${requests.toLocaleString('en')} requests (${calls.length} calls x ${RUNS} runs) in ${seconds} s: ` +
      `${byClass(200).toLocaleString('en')} 2xx (on ${callsReachingSuccess.size} of the ${calls.length} calls), ` +
      `${byClass(400).toLocaleString('en')} 4xx (${refusedAndUnchanged.toLocaleString('en')} checked: every table unchanged, audit log included), ` +
      `0 unexplained 5xx, every 4xx with a message` +
      (transient503s ? `; ${transient503s} 503 (database busy) answered on a second try` : '');
    const neverSucceeded = calls.filter((call) => !callsReachingSuccess.has(call)).map(label);
    console.log(summary, Object.fromEntries(statuses), { neverSucceeded });
    if (REPORT_ALL) console.log(`${allFailures.length} failing requests:\n\n${allFailures.join('\n\n')}`);
    expect(allFailures).toEqual([]);
    expect(failedCalls).toBe(0);
    recordFinding(
      'hostileInput',
      `${share} of the contract's calls fuzzed with fast-check from their own schemas (${RUNS} runs each, two in five clean, the rest hostile; signed in): ` +
        'operators and nesting in filters, __proto__/constructor keys, SQL and LIKE fragments, NUL and control characters, lone surrogates, ' +
        '100 kB strings, JSON nested thousands deep, numbers as text and text as numbers, huge/negative/fractional pages, near-UUIDs, damaged multipart, files as fields, ' +
        'duplicated fields, wrong content types',
      summary,
    );
  });
}
