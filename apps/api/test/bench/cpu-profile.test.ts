import { foldProfile, partOf, type CpuProfile } from '../../bench/cpu-profile';

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({ id, callFrame: { functionName, url, lineNumber: 0 }, children });

// root → (idle), (garbage collector), reply (fastify) → stringify (a V8 built-in), toOrder (ours)
const PROFILE: CpuProfile = {
  nodes: [
    frame(1, '(root)', '', [2, 3, 4, 6]),
    frame(2, '(idle)', ''),
    frame(3, '(garbage collector)', ''),
    frame(4, 'reply', 'file:///app/node_modules/fastify/lib/reply.js', [5]),
    frame(5, 'stringify', ''),
    frame(6, 'toOrder', 'file:///app/apps/api/src/routes/orders/order-row.ts'),
  ],
  // Every sample 1 ms after the one before it.
  samples: [2, 2, 3, 5, 5, 6, 4, 6],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('foldProfile', () => {
  it('tells idle time from busy time and gives a built-in to the part that called it', () => {
    const folded = foldProfile(PROFILE);
    expect(folded).toMatchObject({ totalMs: 8, idleMs: 2, busyMs: 6 });
    expect(Object.fromEntries(folded.parts.map((part) => [part.name, part.ms]))).toEqual({
      'Fastify (routing, hooks, replies)': 3,
      'ours: src/routes': 2,
      'V8: garbage collection': 1,
    });
    expect(folded.functions[0]).toMatchObject({ name: 'stringify', ms: 2 });
  });

  it('counts only the samples inside the window', () => {
    const folded = foldProfile(PROFILE, { fromMs: 4, toMs: 6 });
    expect(folded).toMatchObject({ totalMs: 3, idleMs: 0 });
    expect(folded.parts.map((part) => part.name)).toEqual(['Fastify (routing, hooks, replies)', 'ours: src/routes']);
  });
});

describe('partOf', () => {
  it('names a library by its package, a scoped one whole, and Node by its own scripts', () => {
    expect(partOf('file:///app/node_modules/pg-protocol/dist/parser.js')).toBe('pg (the PostgreSQL driver)');
    expect(partOf('file:///app/node_modules/@fastify/cors/index.js')).toBe('Fastify (routing, hooks, replies)');
    expect(partOf('file:///app/node_modules/@node-rs/argon2/index.js')).toBe('@node-rs/argon2');
    expect(partOf('node:internal/stream_base_commons')).toBe('Node (HTTP, streams, sockets, timers)');
    expect(partOf('')).toBeUndefined();
  });
});
