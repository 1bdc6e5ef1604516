// Finds the Chromium every browser test uses (story tests, visual baselines, end-to-end).
// Order: $CHROMIUM_PATH, then /usr/bin/chromium; as root on Debian it installs the `chromium`
// package with apt-get; otherwise it stops with a message saying how to get one.
// Playwright's own browser download cannot work on this kind of machine, so it is never used.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];

const DEBIAN_PATH = '/usr/bin/chromium';

function isDebian() {
  return existsSync('/etc/debian_version') || /debian/i.test(readOptional('/etc/os-release'));
}

function readOptional(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Returns the path of a usable Chromium, installing Debian's package when allowed. */
export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && isDebian()) {
    console.log('[chromium] not found; installing Debian package "chromium" with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const inst =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
        : update;
    if (inst.status === 0 && existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
    throw new Error('apt-get could not install chromium (see the output above).');
  }
  throw new Error(
    'No Chromium found. Set CHROMIUM_PATH to a Chromium or Chrome binary, or install one ' +
      '(Debian/Ubuntu: `sudo apt-get install chromium`). Browser tests cannot run without it.',
  );
}
