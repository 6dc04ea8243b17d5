import { join } from 'node:path';
import { findCycles, relativeImportGraph } from './import-graph';

/**
 * The API's layers import downwards only: routes use http (route definition, authentication,
 * errors) and lib; nothing below imports a route, and no file imports itself through others.
 */
const graph = relativeImportGraph(join(__dirname, '../../src'));
const importsOf = (folder: string) => [...graph].filter(([file]) => file.startsWith(folder)).flatMap(([file, targets]) => targets.map((t) => `${file} -> ${t}`));

it('has no import cycle', () => {
  expect(graph.size).toBeGreaterThan(50);
  expect(findCycles(graph)).toEqual([]);
});

it.each(['http/', 'plugins/', 'lib/', 'uploads/', 'web/', 'db/', 'metrics/'])('%s imports nothing from routes/', (folder) => {
  expect(importsOf(folder).filter((edge) => edge.includes('-> routes/'))).toEqual([]);
});

it('finds a cycle when there is one (the check itself can fail)', () => {
  const looped = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ]);
  expect(findCycles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
});
