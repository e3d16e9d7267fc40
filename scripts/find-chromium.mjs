// SPDX-License-Identifier: Apache-2.0
// Finds the Chromium the tests and benchmarks drive: CHROME_PATH, then Debian's /usr/bin/chromium.
// We never download a browser: playwright-core drives the system one.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  if (process.env.CHROME_PATH) {
    return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  }
  return CANDIDATES.find((path) => existsSync(path));
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/** Returns a Chromium path, installing Debian's package when we are root on Debian; else exits. */
export function requireChromium() {
  let path = findChromium();
  if (!path && !process.env.CHROME_PATH && canInstallWithApt()) {
    console.error('No Chromium found: installing Debian\'s "chromium" package (apt-get, as root)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0) path = findChromium();
  }
  if (!path) {
    console.error(
      process.env.CHROME_PATH
        ? `CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist: set it to a Chromium or Chrome binary.`
        : 'No Chromium found: install one (on Debian: "apt-get install -y chromium") or set CHROME_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  return path;
}

/** Flags for a headless Chromium on a closed network, as root (see docs: toolchain). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
