import { configureApiClient } from '@shopdesk/api-client';
import type { CallDef } from '@shopdesk/contracts';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or undefined without one. */
  body: unknown;
  authorization: string | undefined;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

export interface ApiServer {
  /** Every request answered so far, oldest first. */
  requests: SeenRequest[];
  close: () => Promise<void>;
}

const QUIET_MS = 50;

/**
 * Whether `request` is `call` of the contract (its method and path, `:id` matching any segment);
 * answers the path parameters in order when it is, else null. Tests never write a path.
 */
export function matchCall(request: SeenRequest, call: CallDef): string[] | null {
  if (request.method !== call.method) return null;
  const found = new RegExp(`^${call.path.replace(/:[A-Za-z_]+/g, '([^/]+)')}$`).exec(request.path);
  return found ? found.slice(1).map(decodeURIComponent) : null;
}

/** An answer in the API's success envelope. */
export const ok = (data: unknown): Reply => ({ status: 200, body: { data } });

/** An answer in the API's error shape. */
export const failure = (statusCode: number, message: string): Reply => ({
  status: statusCode,
  body: { statusCode, error: 'Error', message },
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A real HTTP server on 127.0.0.1 that answers with `handler`, with api-client pointed at it:
 * the app under test goes through axios, jsdom's XMLHttpRequest and the network as in a browser,
 * and only the backend is replaced. jsdom's page is another origin, hence the CORS answers.
 */
export async function startApiServer(handler: Handler): Promise<ApiServer> {
  const requests: SeenRequest[] = [];
  let inFlight = 0;
  let lastArrival = Date.now();
  const server = createServer((request, response) => {
    lastArrival = Date.now();
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
      response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '');
      response.writeHead(204).end();
      return;
    }
    inFlight += 1;
    response.on('close', () => (inFlight -= 1));
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const seen: SeenRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: await readBody(request),
        authorization: request.headers.authorization,
      };
      requests.push(seen);
      // A handler that throws answers 500 rather than leaving the request (and the test) hanging.
      const reply = await Promise.resolve()
        .then(() => handler(seen))
        .catch((error: unknown) => failure(500, `test handler failed: ${String(error)}`));
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ baseURL: `http://127.0.0.1:${port}` });
  return {
    requests,
    close: async () => {
      // Answer what the page still asks (a refetch after the last assertion) before going away,
      // so no request fails as the test ends: wait for no request in flight and a quiet 50 ms.
      const settled = () => inFlight === 0 && Date.now() - lastArrival >= QUIET_MS;
      for (let waited = 0; !settled() && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10));
      configureApiClient({ baseURL: '' });
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
