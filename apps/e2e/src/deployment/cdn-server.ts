import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.map': 'application/json', '.css': 'text/css', '.html': 'text/html' };

export interface CdnServer {
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A static host on another origin, answering as a CDN does: the files of `dir`, with the
 * `Access-Control-Allow-Origin: *` CDNs send. (The federation runtime and the chunk loader use
 * plain script tags, without `crossorigin`, so a host without that header works too.)
 */
export async function serveLikeACdn(dir: string): Promise<CdnServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://cdn.invalid').pathname));
    requests.push(path);
    readFile(join(dir, path)).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
        res.end(body);
      },
      () => {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps sockets open, some preconnected and never used, which close() would
        // wait for until the server's header timeout (a minute): a CDN going away does not wait.
        server.closeAllConnections();
      }),
  };
}
