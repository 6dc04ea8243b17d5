import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The root's jest.async-storage-reset.cjs, which jest runs before each test file of every project. */
const RESET = join(__dirname, '../../../../jest.async-storage-reset.cjs');

/**
 * Three test files in one worker, as jest runs them: the reset before each, then what the file's
 * framework does (a storage made and entered). Run in a process of its own: here, running the reset
 * again would disable this file's own framework storage.
 */
const WORKER = `
const hooks = require('node:async_hooks');
const runFile = (name) => {
  require(${JSON.stringify(RESET)});
  delete require.cache[${JSON.stringify(RESET)}];
  const storage = new hooks.AsyncLocalStorage();
  storage.enterWith(name);
  return storage;
};
const first = runFile('first');
const second = runFile('second');
const third = runFile('third');
console.log(JSON.stringify([first.getStore() ?? null, second.getStore() ?? null, third.getStore() ?? null]));
`;

it("disables the storages a test file's framework made once the next file starts, and leaves the running file's working", () => {
  const stores = JSON.parse(execFileSync(process.execPath, ['-e', WORKER], { encoding: 'utf8' }));
  // Without the reset all three stay enabled (and every promise of the worker pays for each).
  expect(stores).toEqual([null, null, 'third']);
});
