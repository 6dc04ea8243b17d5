/** One dispatched server-sent event. */
export interface ServerSentEvent {
  /** `message` when the server named none. */
  event: string;
  data: string;
  /** The stream's last event id as of this event ('' before any). */
  lastEventId: string;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; an event may span chunks, a chunk may hold several. */
  push(chunk: string): void;
  /** The last event id the stream set, for `Last-Event-ID` on reconnect. */
  readonly lastEventId: string;
  /** The reconnection delay the server last asked for (`retry:`), or undefined. */
  readonly retryMillis: number | undefined;
}

/**
 * The `text/event-stream` format as the HTML standard parses it (fields `event`, `data`, `id`,
 * `retry`; `:` comments; an event ends at a blank line; CR, LF and CRLF line ends). Written out
 * because EventSource, which has it built in, cannot send the bearer token: the stream is read
 * with fetch instead.
 *
 * @example
 * const parser = createSseParser((event) => console.log(event.event, event.data));
 * parser.push('id: 7\nevent: orders\ndata: {}\n\n'); // logs "orders {}"
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void, initialEventId = ''): SseParser {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  let lastEventId = initialEventId;
  let retryMillis: number | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), lastEventId });
    eventType = '';
    data = [];
  };

  const field = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'event') eventType = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) lastEventId = value;
    else if (name === 'retry' && /^\d+$/.test(value)) retryMillis = Number(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk to tell.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? '';
      for (const line of lines) field(line);
    },
    get lastEventId() {
      return lastEventId;
    },
    get retryMillis() {
      return retryMillis;
    },
  };
}
