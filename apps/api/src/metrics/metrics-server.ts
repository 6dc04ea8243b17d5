import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { bearsMetricsToken, METRICS_PATH } from './metrics-plugin';

/**
 * `/metrics` on a port of its own (METRICS_PORT), kept off the public one: reachable only where
 * METRICS_HOST listens (this machine by default), and to a bearer of METRICS_TOKEN when one is set.
 */
export async function startMetricsServer(options: { registry: Registry; port: number; host: string; token?: string }): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`Only GET ${METRICS_PATH} here\n`);
      return;
    }
    if (options.token !== undefined && !bearsMetricsToken(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Send the metrics token as a bearer token\n');
      return;
    }
    options.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
