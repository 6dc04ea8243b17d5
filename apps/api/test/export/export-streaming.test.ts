import { api } from '@shopdesk/contracts';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/database';
import { EXPORT_BATCH_ROWS } from '../../src/lib/csv-stream';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const ROWS = 100_000;
const BATCHES = Math.ceil(ROWS / EXPORT_BATCH_ROWS);

// Waiting for the client is what keeps an export out of memory, and it is PostgreSQL's alone: the
// embedded database reads through (csvStream says why).
onPostgresOnly('an export of 100,000 orders over HTTP', () => {
  const t = setupTestApp();
  const me = setupEmployee(t, { level: 'manager' });

  it('reads the next rows only as the client takes them, and the file holds every row once, in order', async () => {
    const tag = `stream${randomUUID().slice(0, 6)}`;
    // Rows of some 400 bytes: a 40 MB file, far more than the sockets' buffers between the two ends
    // hold. The bulk is in the payment method, which no index of this row holds (the search text's
    // trigram index would make the insert the slowest part of the test).
    await t.db.query(
      `INSERT INTO orders (name, email, total_cents, order_status, payment_method, created_at)
       SELECT $1 || ' ' || lpad(i::text, 6, '0'), 'stream@example.com', i, 'pending', repeat('x', 300), now() - make_interval(secs => i)
         FROM generate_series(1, $2::int) AS i`,
      [tag, ROWS],
    );

    // Count the cursor's reads as the server makes them.
    let fetched = 0;
    const transaction = t.app.db.transaction.bind(t.app.db);
    jest.spyOn(t.app.db, 'transaction').mockImplementation((work) =>
      transaction((tx) =>
        work({
          query: ((sql: string, params?: readonly unknown[]) => {
            if (sql.startsWith('FETCH')) fetched += 1;
            return tx.query(sql, params);
          }) as Queryable['query'],
        }),
      ),
    );

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const query = new URLSearchParams({ search: tag, sort: 'name' });
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`http://127.0.0.1:${port}${api.orders.exportOrders.path}?${query}`, { headers: { authorization: `Bearer ${me.token}` } }, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);

    // A client that does not read: the server stops once the sockets are full. Wait until it has
    // stopped reading (no new batch for half a second), or has read everything.
    response.pause();
    for (let last = -1; fetched !== last && fetched <= BATCHES; ) {
      last = fetched;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(fetched).toBeGreaterThan(0);
    expect(fetched).toBeLessThan(BATCHES / 2);

    response.setEncoding('utf8');
    let body = '';
    for await (const chunk of response) body += chunk as string;
    const lines = body.replace(/\r\n$/, '').split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    const numbers = lines.slice(1).map((line) => Number(line.split(',')[3].split(' ')[1]));
    expect(numbers[0]).toBe(1);
    expect(numbers[ROWS - 1]).toBe(ROWS);
    expect(numbers.every((n, i) => n === i + 1)).toBe(true);
    // Every batch read once, and the empty read that ends the cursor.
    expect(fetched).toBe(BATCHES + 1);
  }, 120_000);
});
