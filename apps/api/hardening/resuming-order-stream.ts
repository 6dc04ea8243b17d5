import { get, type ClientRequest } from 'node:http';
import { api } from '@shopdesk/contracts';

/** A reader of the live order stream that does what the web app's does: reconnect after `retry` with Last-Event-ID. */
export interface ResumingStream {
  /** The changes of the `orders` events received (`orderId from>to`), in order, across every connection. */
  changes: string[];
  /** Connections after the first, each resumed from the last id received. */
  reconnects(): number;
  /** Events other than `orders` (a `resync` means events were missed). */
  otherEvents: string[];
  /** Connections that failed or answered other than 200. */
  failures: string[];
  close(): void;
}

const DEFAULT_RETRY_MS = 1000;

export function openResumingStream(baseUrl: string, token: string): ResumingStream {
  const changes: string[] = [];
  let lastEventId: string | undefined;
  const otherEvents: string[] = [];
  const failures: string[] = [];
  let connections = 0;
  let retryMs = DEFAULT_RETRY_MS;
  let closed = false;
  let current: ClientRequest | undefined;

  const connect = () => {
    if (closed) return;
    connections += 1;
    const last = lastEventId;
    let pending = '';
    current = get(
      `${baseUrl}${api.orders.streamOrderEvents.path}`,
      { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...(last ? { 'last-event-id': last } : {}) } },
      (response) => {
        if (response.statusCode !== 200) {
          failures.push(`connection ${connections} answered ${response.statusCode}`);
          response.resume();
          response.on('end', () => setTimeout(connect, retryMs));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          pending += text;
          let end: number;
          while ((end = pending.indexOf('\n\n')) >= 0) {
            const block = pending.slice(0, end);
            pending = pending.slice(end + 2);
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('id:')) lastEventId = line.slice(3).trim();
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data = line.slice(5).trim();
              else if (line.startsWith('retry:')) retryMs = Number(line.slice(6).trim());
            }
            if (event === 'orders') {
              const parsed = JSON.parse(data) as { changes: Array<{ orderId: string; from: string | null; to: string | null }> };
              for (const change of parsed.changes) changes.push(`${change.orderId} ${change.from}>${change.to}`);
            } else if (event !== 'message') otherEvents.push(event);
          }
        });
        // The server ended the stream (a restart): come back after its retry, from the last id.
        response.on('end', () => setTimeout(connect, retryMs));
        response.on('error', () => undefined);
      },
    );
    current.on('error', (error) => {
      if (closed) return;
      failures.push(`connection ${connections} failed: ${error.message}`);
      setTimeout(connect, retryMs);
    });
  };
  connect();
  return {
    changes,
    otherEvents,
    failures,
    reconnects: () => connections - 1,
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
