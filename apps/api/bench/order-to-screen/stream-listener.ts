import { request, type ClientRequest } from 'node:http';
import { api, type OrderChangesEvent } from '@shopdesk/contracts';

/** One open live stream, as an employee's screen holds it: when each new order's event reached it. */
export interface StreamListener {
  /** Order id → when its creation event was read off this stream (Date.now()). */
  readonly heard: Map<string, number>;
  /** Events that were not a plain change (resync, closed): each one means the figures missed something. */
  readonly anomalies: string[];
  close(): void;
}

/**
 * Opens `GET orders/events` on `baseUrl` with `token` and records when each new order's event
 * arrives, parsing the SSE fields itself: the benchmark measures the server, not a client library.
 * Resolves once the stream has answered 200 and sent its opening comment.
 */
export function listenToOrders(baseUrl: string, token: string): Promise<StreamListener> {
  const heard = new Map<string, number>();
  const anomalies: string[] = [];
  return new Promise((resolve, reject) => {
    const req: ClientRequest = request(`${baseUrl}${api.orders.streamOrderEvents.path}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the live stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffered = '';
      let opened = false;
      res.on('data', (chunk: string) => {
        const arrived = Date.now();
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const fields = new Map(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const));
          const event = fields.get('event');
          if (event === 'orders') {
            const { changes } = JSON.parse(fields.get('data') ?? '{}') as OrderChangesEvent;
            for (const change of changes) if (change.from === null && !heard.has(change.orderId)) heard.set(change.orderId, arrived);
          } else if (event !== undefined) {
            anomalies.push(event);
          }
        }
        if (!opened) {
          opened = true;
          resolve({ heard, anomalies, close: () => req.destroy() });
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    req.end();
  });
}
