// Finds Chromium for the end-to-end tests, installing Debian's package when we are root and can.
//
// The old headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless)
// comes first: the e2e suite is CPU-bound on two cores, and for the same 20 accessibility tests the
// full browser's processes took 87 s of CPU, the headless shell's 37 s (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist`);
  }
  return [HEADLESS_SHELL, ...BROWSERS].find((path) => existsSync(path));
}

/** Installs Debian's headless shell; answers whether it is there now. */
function installHeadlessShell(log) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  log('Installing Debian package "chromium-headless-shell" (apt-get) for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
  return existsSync(HEADLESS_SHELL);
}

export function ensureChromium(log) {
  const found = findChromium();
  if (found === HEADLESS_SHELL || (found && process.env.CHROMIUM_PATH)) return found;
  if (installHeadlessShell(log)) return HEADLESS_SHELL;
  // Not root, or apt could not install it: any Chromium runs the suite, only slower.
  if (found) return found;
  throw new Error(
    'Chromium is needed for the end-to-end tests and was not found. Install it (Debian/Ubuntu: ' +
      '`sudo apt-get install -y chromium-headless-shell`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
