/**
 * A V8 CPU profile (`node --cpu-prof`) folded into what a report can say: how much time was idle,
 * and the busy time by part (our code by folder, each library, Node's own HTTP and sockets, V8's
 * garbage collector and the rest of the VM).
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FoldedProfile {
  totalMs: number;
  idleMs: number;
  busyMs: number;
  /** Busy time by part, the largest first. */
  parts: Array<{ name: string; ms: number }>;
  /** Self time by function, the largest first. */
  functions: Array<{ name: string; where: string; ms: number }>;
}

/** Libraries that work as one part, under the part's name. */
const LIBRARY_PARTS: Array<[RegExp, string]> = [
  [/^(fastify|find-my-way|avvio|light-my-request|@fastify\/.*|fastify-plugin|secure-json-parse|toad-cache)$/, 'Fastify (routing, hooks, replies)'],
  [/^(ajv|ajv-formats|fast-json-stringify|fast-uri|@sinclair\/typebox|json-schema-ref-resolver)$/, 'validation and JSON serialisation (Ajv, fast-json-stringify)'],
  [/^(pg|pg-protocol|pg-pool|pg-types|pgpass|postgres-.*)$/, 'pg (the PostgreSQL driver)'],
  [/^(pino|pino-std-serializers|sonic-boom|thread-stream)$/, 'pino (logging)'],
  [/^(tsx|esbuild)$/, 'tsx (the TypeScript loader)'],
];

const packageOf = (url: string) => {
  const rest = url.slice(url.lastIndexOf('/node_modules/') + '/node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
};

/** The part a frame's script belongs to, or undefined for a frame of none (a V8 built-in, native code). */
export function partOf(url: string): string | undefined {
  if (url === '') return undefined;
  if (url.startsWith('node:')) return "Node (HTTP, streams, sockets, timers)";
  if (url.includes('/node_modules/')) {
    const name = packageOf(url);
    return LIBRARY_PARTS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
  }
  const ours = /\/apps\/api\/src\/([^/]+)\//.exec(url) ?? /\/libs\/([^/]+)\//.exec(url);
  if (ours) return `ours: ${url.includes('/libs/') ? `libs/${ours[1]}` : `src/${ours[1]}`}`;
  return `other: ${url.slice(url.lastIndexOf('/') + 1)}`;
}

/** V8's own top-level entries, each a part of its own. */
const VM_ENTRIES: Record<string, string> = {
  '(garbage collector)': 'V8: garbage collection',
  '(program)': 'V8 and native code outside any script',
};

/** Parts under this share of the busy time are summed as one line. */
const SMALL_PART = 0.005;

/**
 * Folds the samples taken between `window.fromMs` and `window.toMs` after the profile began (the
 * profiler starts with the process: a window leaves its start-up and shutdown out).
 */
export function foldProfile(profile: CpuProfile, window: { fromMs: number; toMs: number } = { fromMs: 0, toMs: Infinity }): FoldedProfile {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  // Each node's part: its own, else its nearest caller's (a built-in counts for whoever called it).
  const partById = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = partById.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const part = !node
      ? 'unknown'
      : (VM_ENTRIES[node.callFrame.functionName] ??
        partOf(node.callFrame.url) ??
        (parentOf.has(id) ? resolve(parentOf.get(id) as number) : 'V8 and native code outside any script'));
    partById.set(id, part);
    return part;
  };

  let totalMs = 0;
  let idleMs = 0;
  const parts = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; ms: number }>();
  let atMs = 0;
  profile.samples.forEach((id, i) => {
    const sampleMs = (profile.timeDeltas[i] ?? 0) / 1000;
    atMs += sampleMs;
    if (atMs < window.fromMs || atMs > window.toMs) return;
    totalMs += sampleMs;
    const node = byId.get(id);
    if (node?.callFrame.functionName === '(idle)') {
      idleMs += sampleMs;
      return;
    }
    const part = resolve(id);
    parts.set(part, (parts.get(part) ?? 0) + sampleMs);
    const { functionName, url, lineNumber } = node?.callFrame ?? { functionName: '?', url: '', lineNumber: 0 };
    const key = `${functionName} ${url}:${lineNumber}`;
    const fn = functions.get(key) ?? { name: functionName || '(anonymous)', where: url ? `${partOf(url)} (${url.slice(url.lastIndexOf('/') + 1)}:${lineNumber + 1})` : part, ms: 0 };
    fn.ms += sampleMs;
    functions.set(key, fn);
  });
  const busyMs = totalMs - idleMs;
  const sorted = [...parts].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  const small = sorted.filter((part) => part.ms < busyMs * SMALL_PART);
  const rest = small.length > 1 ? [{ name: `${small.length} more parts, each under ${SMALL_PART * 100}%`, ms: small.reduce((sum, part) => sum + part.ms, 0) }] : small;
  return {
    totalMs,
    idleMs,
    busyMs,
    parts: [...sorted.filter((part) => part.ms >= busyMs * SMALL_PART), ...rest],
    functions: [...functions.values()].sort((a, b) => b.ms - a.ms),
  };
}
