// What a change affects, computed by the calls behind `nx show projects --affected` (the same
// answer `nx affected` acts on, from one project graph), and which end-to-end tests it needs.
import { readNxJson } from 'nx/src/config/nx-json.js';
import { filterAffected } from 'nx/src/project-graph/affected/affected-project-graph.js';
import { calculateFileChanges } from 'nx/src/project-graph/file-utils.js';
import { createProjectGraphAsync } from 'nx/src/project-graph/project-graph.js';
import { parseFiles, splitArgsIntoNxArgsAndOverrides } from 'nx/src/utils/command-line-utils.js';

/** The Playwright tag of each remote's section (apps/e2e/src, apps/e2e/support/sections.ts). */
export const SECTION_TAGS = { 'auth-mfe': '@auth', 'orders-mfe': '@orders', 'services-mfe': '@services', 'users-mfe': '@users' };
export const SMOKE_TAG = '@smoke';
/** Projects that only check other projects' code: affected with them, they add nothing to what e2e must run. */
const CHECKS_ONLY = ['web-typecheck'];

export const projectGraph = () => createProjectGraphAsync({ exitOnError: true });

/**
 * The files a change touches and the projects it affects. `change` as `nx affected` takes it:
 * `{ files }`, or `{ base, head }` (NX_BASE and NX_HEAD, else nx.json's defaultBase and the work
 * tree, when left out).
 */
export async function affectedBy(change = {}, graph) {
  const { nxArgs } = splitArgsIntoNxArgsAndOverrides(change, 'affected', { printWarnings: false }, readNxJson());
  return affectedByChanges(calculateFileChanges(parseFiles(nxArgs).files, nxArgs), graph);
}

/** The same from file changes as Nx's `calculateFileChanges` makes them (a test makes its own). */
export async function affectedByChanges(changes, graph) {
  const affected = await filterAffected(graph ?? (await projectGraph()), changes, readNxJson());
  return { files: changes.map((change) => change.file), projects: Object.keys(affected.nodes).sort() };
}

/**
 * The end-to-end tests a change needs: none when e2e is not affected; the tagged sections of the
 * remotes it affects and the smoke tests; all of them when it reaches anything else on the way
 * (the shell, a lib, the API, a runner) or changes the suite itself.
 */
export function e2eSelection({ files, projects }) {
  if (!projects.includes('e2e')) return { run: 'none' };
  const others = projects.filter((project) => project !== 'e2e' && !CHECKS_ONLY.includes(project));
  if (files.some((file) => file.startsWith('apps/e2e/')) || others.some((project) => !(project in SECTION_TAGS))) {
    return { run: 'all' };
  }
  return { run: 'sections', tags: [SMOKE_TAG, ...others.map((project) => SECTION_TAGS[project])] };
}
