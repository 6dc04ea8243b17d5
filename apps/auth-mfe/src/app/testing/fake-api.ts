import { configureApiClient } from '@shopdesk/api-client';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface SeenCall {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

type Answer = FakeReply | ((call: SeenCall) => FakeReply | Promise<FakeReply>);

/** An answer in the API's success envelope. */
export const ok = (data: unknown, status = 200, message?: string): FakeReply => ({
  status,
  body: message === undefined ? { data } : { data, message },
});

/** An answer in the API's error shape. */
export const failure = (statusCode: number, message: string): FakeReply => ({
  status: statusCode,
  body: { statusCode, error: 'Error', message },
});

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
    request.on('error', reject);
  });
}

/**
 * A real HTTP server standing in for the API: api-client's requests go through axios and
 * jsdom's XMLHttpRequest (CORS included) exactly as in a browser, so nothing of the client is
 * mocked. Call it at the top of a spec file; it starts before the tests and points api-client
 * at itself. Calls nobody answered with `on` get a 501 and fail the test.
 */
export function startFakeApi() {
  const answers = new Map<string, Answer>();
  const seen: SeenCall[] = [];
  const unanswered: string[] = [];
  let server: Server;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      void readBody(request).then(async (body) => {
        const call = { method: request.method ?? 'GET', path: new URL(request.url ?? '/', 'http://x').pathname, body };
        seen.push(call);
        const answer = answers.get(`${call.method} ${call.path}`);
        if (!answer) unanswered.push(`${call.method} ${call.path}`);
        const reply = answer === undefined ? failure(501, 'No fake answer') : typeof answer === 'function' ? await answer(call) : answer;
        response.writeHead(reply.status, { ...cors, 'content-type': 'application/json' });
        response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });

  afterEach(() => {
    const missed = unanswered.splice(0);
    answers.clear();
    seen.length = 0;
    expect(missed).toEqual([]);
  });

  afterAll(async () => {
    configureApiClient({ baseURL: '' });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  return {
    /** Answers `method path` (a contract path, e.g. `api.auth.login.path`) with `answer` until the test ends. */
    on(method: string, path: string, answer: Answer) {
      answers.set(`${method} ${path}`, answer);
    },
    /** The calls received so far in this test. */
    seen,
  };
}

/** A promise to resolve from the test, for an answer that waits (busy states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
