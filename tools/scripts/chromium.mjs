// Finds Chromium for the end-to-end tests, installing Debian's package when we are root and can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist`);
  }
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium(log) {
  const found = findChromium();
  if (found) return found;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    throw new Error(
      'Chromium is needed for the end-to-end tests and was not found. Install it (Debian/Ubuntu: ' +
        '`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  log('Chromium not found: installing Debian package "chromium" (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const path = findChromium();
  if (!install || install.status !== 0 || !path) {
    throw new Error('Installing Chromium with apt-get failed; install the "chromium" package by hand or set CHROMIUM_PATH.');
  }
  return path;
}
