/**
 * Runs before each test file of every project (`setupFiles` in jest.preset.cjs). jest-circus makes
 * an AsyncLocalStorage for each test file it runs and never disables it, and Node 20 calls every
 * enabled storage for every promise made: a worker's files each paid for all the files it ran
 * before. 100,000 awaits took 71 ms in a worker's first file and about 500 ms in its fortieth; in
 * the API suite this was a tenth of its CPU time (docs/testing.md). The storages made while one file
 * ran are disabled when the next one starts, its own framework not loaded yet.
 */
const hooks = require('node:async_hooks');

const MADE = Symbol.for('shopdesk.jest.asyncLocalStorages');

if (!hooks[MADE]) {
  const made = [];
  const { AsyncLocalStorage } = hooks;
  // Core modules are the worker's own, shared by every test file: the class is replaced once.
  hooks.AsyncLocalStorage = class TrackedAsyncLocalStorage extends AsyncLocalStorage {
    constructor(...options) {
      super(...options);
      made.push(this);
    }
  };
  hooks[MADE] = made;
}

for (const storage of hooks[MADE].splice(0)) storage.disable();
