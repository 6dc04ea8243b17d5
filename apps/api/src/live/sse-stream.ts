import { PassThrough } from 'node:stream';

export interface SseStreamOptions {
  /** A comment this often keeps proxies and the idle-socket timeout from closing a quiet stream. */
  heartbeatMillis: number;
  /**
   * A client that does not read lets its events pile up here; past this many bytes it is dropped
   * (it reconnects and replays, or resyncs) rather than held in memory without bound.
   */
  maxBufferedBytes: number;
  /** The reconnection delay the client is told to use. */
  retryMillis: number;
}

export interface SseEvent {
  id?: string;
  event: string;
  /** One line of text (JSON): a newline would split it into fields. */
  data: string;
}

const wireFormat = ({ id, event, data }: SseEvent) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;

/**
 * One server-sent event stream: `body` is the response body (Fastify pipes it to the socket, so
 * every hook of the route still runs). It opens with the retry delay and a comment, so the client
 * and any proxy see bytes at once, then carries events and heartbeats until `end()`, `drop()` or
 * the client goes.
 */
export class SseStream {
  readonly body = new PassThrough();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly endListeners: Array<() => void> = [];
  private finished = false;

  constructor(private readonly options: SseStreamOptions) {
    this.write(`retry: ${options.retryMillis}\n: open\n\n`);
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), options.heartbeatMillis);
    this.heartbeat.unref();
    // Closed by us, by the client going away (Fastify destroys the body), or by a failed socket.
    this.body.on('close', () => this.finish());
    this.body.on('error', () => this.finish());
  }

  get isOpen(): boolean {
    return !this.finished;
  }

  send(event: SseEvent): void {
    this.write(wireFormat(event));
  }

  /**
   * Whether these events can be written now and still leave half the buffer for what follows
   * them. A replay is written before the client reads anything: one over the limit would drop the
   * stream before its headers went out, and the client would retry the same replay for ever.
   */
  canTake(events: readonly SseEvent[]): boolean {
    let bytes = this.body.writableLength + this.body.readableLength;
    for (const event of events) {
      bytes += Buffer.byteLength(wireFormat(event));
      if (bytes > this.options.maxBufferedBytes / 2) return false;
    }
    return true;
  }

  /**
   * Ends the stream after what was already written; with `reconnectInMillis`, first tells the
   * client to come back that soon (the server is going, another instance will take it).
   */
  end(reconnectInMillis?: number): void {
    if (this.finished) return;
    if (reconnectInMillis !== undefined) this.write(`retry: ${reconnectInMillis}\n\n`);
    this.finish();
    this.body.end();
  }

  /** Cuts the stream off, whatever was not sent yet. */
  drop(): void {
    if (this.finished) return;
    this.finish();
    this.body.destroy();
  }

  /** Called once, however the stream ends. */
  onEnd(listener: () => void): void {
    if (this.finished) listener();
    else this.endListeners.push(listener);
  }

  private write(text: string): void {
    if (this.finished) return;
    this.body.write(text);
    if (this.body.writableLength + this.body.readableLength > this.options.maxBufferedBytes) this.drop();
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    clearInterval(this.heartbeat);
    for (const listener of this.endListeners.splice(0)) listener();
  }
}
