import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every file's relative imports (`./x`, `../y`), resolved to files; package imports are left out. */
export function relativeImportGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']*)'/gm)].map((m) => m[1]);
    const sideEffects = [...text.matchAll(/^\s*import\s+'(\.{1,2}\/[^']*)'/gm)].map((m) => m[1]);
    const targets = [...specifiers, ...sideEffects].map((specifier) => resolveTs(dirname(file), specifier));
    graph.set(relative(root, file), targets.filter((t): t is string => t !== null).map((t) => relative(root, t)));
  }
  return graph;
}

/** The import cycles of the graph, each as the chain of files that closes on its first one. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    state.set(file, 'visiting');
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveTs(from: string, specifier: string): string | null {
  const base = resolve(from, specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
