import { createSseParser, type ServerSentEvent } from './sse-parser';

function parse(...chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return { events, parser };
}

describe('createSseParser', () => {
  it('dispatches an event at its blank line, with its type, data and id', () => {
    const { events, parser } = parse('id: 7\nevent: orders\ndata: {"more":false}\n\n');
    expect(events).toEqual([{ event: 'orders', data: '{"more":false}', lastEventId: '7' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('joins an event cut across chunks anywhere, CRLF split included', () => {
    const { events } = parse('id: 1\r', '\nevent: ord', 'ers\r\ndata: a\r\n', 'data: b\r\n\r\n');
    expect(events).toEqual([{ event: 'orders', data: 'a\nb', lastEventId: '1' }]);
  });

  it('reads several events of one chunk, skips comments and names an unnamed one message', () => {
    const { events } = parse(': keep-alive\n\ndata: x\n\nevent: resync\ndata: {}\n\n');
    expect(events.map((event) => event.event)).toEqual(['message', 'resync']);
  });

  it('does not dispatch an event without data, but keeps its id; takes retry in digits only', () => {
    const { events, parser } = parse('retry: 2000\nid: 9\n\nretry: soon\n\n');
    expect(events).toEqual([]);
    expect(parser.lastEventId).toBe('9');
    expect(parser.retryMillis).toBe(2000);
  });

  it('keeps an event the stream has not finished until its blank line comes', () => {
    const { events } = parse('data: half');
    expect(events).toEqual([]);
  });

  it('starts from the id it was given, so a reconnection resumes from it', () => {
    const parser = createSseParser(() => undefined, '41');
    parser.push('data: x\n\n');
    expect(parser.lastEventId).toBe('41');
  });
});
