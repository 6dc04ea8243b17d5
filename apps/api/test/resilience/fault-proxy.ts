import { createServer, connect, type Server, type Socket } from 'node:net';

interface Link {
  client: Socket;
  upstream?: Socket;
  /** False once black-holed: like a connection whose NAT state was lost, it never carries a byte again. */
  forwarding: boolean;
}

/**
 * A TCP proxy to a real server that fails the ways a network does:
 * - `blackHole()`: every byte is swallowed and no socket is closed, as when a NAT or a failover loses
 *   the connections' state; new connections are accepted and hang too. Only timeouts notice it.
 * - `restore()`: new connections work again; the black-holed ones stay dead, as they would.
 * - `down()`/`up()`: every connection dropped and new ones refused, then accepted again on the
 *   same port: what a server restart looks like from the client.
 */
export class FaultProxy {
  private server?: Server;
  private readonly links = new Set<Link>();
  private blackHoled = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** `url` with its host and port replaced by the proxy's. */
  proxiedUrl(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  async up(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const link of this.links) this.drop(link);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  blackHole(): void {
    this.blackHoled = true;
    for (const link of this.links) link.forwarding = false;
  }

  restore(): void {
    this.blackHoled = false;
  }

  /** How many connections are open through the proxy, black-holed ones included. */
  get connections(): number {
    return this.links.size;
  }

  private accept(client: Socket): void {
    const link: Link = { client, forwarding: !this.blackHoled };
    this.links.add(link);
    client.on('error', () => this.drop(link));
    client.on('close', () => this.drop(link));
    if (!link.forwarding) {
      // Read and drop, so the client's writes never block on a full buffer: bytes into a void.
      client.resume();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    link.upstream = upstream;
    // The server ending a black-holed connection must not reach the client either.
    const upstreamGone = () => (link.forwarding ? this.drop(link) : upstream.destroy());
    upstream.on('error', upstreamGone);
    upstream.on('close', upstreamGone);
    client.on('data', (chunk: Buffer) => {
      if (link.forwarding) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (link.forwarding) client.write(chunk);
    });
  }

  private drop(link: Link): void {
    this.links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  }
}
