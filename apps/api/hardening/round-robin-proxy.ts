import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';

export interface RoundRobinProxy {
  url: string;
  /** Puts `to` in the place of `from` (an instance restarted on another port). */
  replace(from: string, to: string): void;
  /** Whether the proxy's last readiness probe of `backend` answered 200. */
  isReady(backend: string): boolean;
  /** Requests sent to another backend because the chosen one refused the connection. */
  retriedRefusals(): number;
  close(): Promise<void>;
}

const PROBE_EVERY_MS = 100;

/**
 * What a load balancer does in front of API instances, small enough to read: every 100 ms it asks
 * each backend's `/api/health/ready` and sends requests round-robin to those that answered 200.
 * A request whose connection a backend refuses (it was never received) goes to the next one, as
 * nginx's `proxy_next_upstream error` does; nothing else is retried. Answers are piped as they come,
 * so a live stream passes through and ends when its backend ends it.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const ready = new Map<string, boolean>();
  let next = 0;
  let refusals = 0;
  let closing = false;

  const probe = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        const ok = await fetch(`${backend}/api/health/ready`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
        ready.set(backend, ok);
      }),
    );
  };
  const prober = setInterval(() => void probe(), PROBE_EVERY_MS);
  await probe();

  const readyBackends = () => backends.filter((backend) => ready.get(backend));

  function send(req: IncomingMessage, body: Buffer, res: import('node:http').ServerResponse, tried: Set<string>): void {
    const candidates = readyBackends().filter((backend) => !tried.has(backend));
    if (candidates.length === 0) {
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'No backend is ready' }));
      return;
    }
    const backend = candidates[next++ % candidates.length];
    tried.add(backend);
    const target = new URL(req.url ?? '/', backend);
    const upstream = forward(target, { method: req.method, headers: { ...req.headers, host: target.host }, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      // The client went away (a stream closed by its reader): stop the backend's side too.
      res.on('close', () => answer.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !res.headersSent) {
        refusals += 1;
        ready.set(backend, false);
        send(req, body, res, tried);
      } else if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `Backend failed: ${error.code ?? error.message}` }));
      } else {
        res.destroy();
      }
    });
    upstream.end(body);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => send(req, Buffer.concat(chunks), res, new Set()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    replace(from, to) {
      const at = backends.indexOf(from);
      if (at < 0) throw new Error(`${from} is not a backend`);
      backends[at] = to;
      ready.delete(from);
      void probe();
    },
    isReady: (backend) => ready.get(backend) === true,
    retriedRefusals: () => refusals,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(prober);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
