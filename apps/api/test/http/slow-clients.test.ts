import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import type { ServerTimeouts } from '../../src/http/server-timeouts';
import { memoryRateLimiter } from '../../src/lib/rate-limiter';
import { localFileStorage } from '../../src/storage/local-file-storage';
import { migratedPgliteTemplate } from '../helpers/pglite-template';
import { testCipher } from '../helpers/test-cipher';

// Slow or idle clients must not hold connections (and file descriptors) for ever. The idle-socket
// timeout outlasts the test timeout, so only the timeout a test is about can close its connection:
// one that never fires fails the test, on a fast machine as on a slow one.
const SHORT: ServerTimeouts = { headersMs: 300, requestMs: 1000, idleSocketMs: 120_000, keepAliveMs: 300 };

async function listeningApp(db: Database, timeouts?: ServerTimeouts): Promise<FastifyInstance> {
  const app = await buildApp(
    {
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/shopdesk-timeout-test' }),
      db,
      rateLimiter: memoryRateLimiter(),
      storage: localFileStorage('/tmp/shopdesk-timeout-test/uploads'),
      cipher: testCipher,
    },
    { timeouts },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((socket) => socket.destroy()));

/** Opens a raw connection and collects what the server sends until it closes the connection. */
function rawClient(app: FastifyInstance): { socket: Socket; closed: Promise<{ afterMs: number; received: string }> } {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: Date.now() - opened, received })),
  );
  return { socket, closed };
}

describe('slow and idle clients', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openPgliteDatabase(undefined, migratedPgliteTemplate());
    app = await listeningApp(db, SHORT);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  // The limits docs/reliability.md promises, written here and not read from the code that sets them.
  it('are bounded by default: headers within 10 s, a request within 60 s, idle sockets 30 s, keep-alive 65 s', async () => {
    const defaults = await listeningApp(db);
    try {
      const { headersTimeout, requestTimeout, timeout, keepAliveTimeout } = defaults.server;
      expect({ headersTimeout, requestTimeout, timeout, keepAliveTimeout }).toEqual({
        headersTimeout: 10_000,
        requestTimeout: 60_000,
        timeout: 30_000,
        // Above the 60 s idle timeout of common load balancers, so they close first.
        keepAliveTimeout: 65_000,
      });
    } finally {
      await defaults.close();
    }
  });

  it('a client that never finishes its headers is cut off', async () => {
    const { socket, closed } = rawClient(app);
    socket.write('GET /api/health HTTP/1.1\r\nHost: shopdesk.test\r\n');
    const { received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('a body that trickles in is cut off when the request time is up, even though bytes keep coming', async () => {
    const { socket, closed } = rawClient(app);
    socket.write('POST /api/employeeApp/public/auth/login/ HTTP/1.1\r\nHost: shopdesk.test\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n');
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      const { received, afterMs } = await closed;
      expect(received).toMatch(/^HTTP\/1\.1 408|^$/);
      expect(afterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    } finally {
      clearInterval(drip);
    }
  });

  it('an idle keep-alive connection is closed after its answer', async () => {
    const { socket, closed } = rawClient(app);
    socket.write('GET /api/health HTTP/1.1\r\nHost: shopdesk.test\r\nConnection: keep-alive\r\n\r\n');
    const { received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });
});
