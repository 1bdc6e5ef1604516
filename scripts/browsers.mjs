// @ts-check
// Finds the browsers the tests drive, all from Debian's packages: Chromium (story tests, visual
// baselines, end-to-end tests, cross-engine journeys), and for the cross-engine journeys Firefox ESR,
// WebKitGTK (its WebDriver and MiniBrowser) and Xvfb (WebKitGTK needs an X display).
// For each tool: its environment variable when set, then the path Debian installs it to. Anything
// missing is installed with one apt-get when running as root on Debian; otherwise it stops with a
// message saying how to get each missing tool. Playwright's own browser download cannot work on
// this kind of machine (and its Firefox and WebKit builds are not Debian's), so it is never used.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * @typedef {object} Tool
 * @property {string} name what the messages call it
 * @property {string} envVar the variable that points at another binary
 * @property {() => string[]} paths where Debian's package puts it
 * @property {string} debianPackage the package that provides it
 */

/** @typedef {'chromium' | 'firefox' | 'webkitDriver' | 'webkitBrowser' | 'xvfb' | 'wrk'} ToolName */

/** MiniBrowser lives in the multiarch library folder (e.g. /usr/lib/x86_64-linux-gnu/). */
function miniBrowserPaths() {
  /** @type {string[]} */
  let dirs = [];
  try {
    dirs = readdirSync('/usr/lib').filter((dir) => dir.endsWith('-linux-gnu'));
  } catch {
    // no /usr/lib: not Debian
  }
  return dirs.map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`);
}

/** @type {Record<ToolName, Tool>} */
export const TOOLS = {
  chromium: {
    name: 'Chromium',
    envVar: 'CHROMIUM_PATH',
    paths: () => ['/usr/bin/chromium'],
    debianPackage: 'chromium',
  },
  firefox: {
    name: 'Firefox ESR',
    envVar: 'FIREFOX_PATH',
    paths: () => ['/usr/bin/firefox-esr'],
    debianPackage: 'firefox-esr',
  },
  webkitDriver: {
    name: 'WebKitGTK WebDriver',
    envVar: 'WEBKIT_DRIVER_PATH',
    paths: () => ['/usr/bin/WebKitWebDriver'],
    debianPackage: 'webkit2gtk-driver',
  },
  // webkit2gtk-driver depends on libwebkit2gtk-4.1-0, which holds MiniBrowser.
  webkitBrowser: {
    name: 'WebKitGTK MiniBrowser',
    envVar: 'WEBKIT_BROWSER_PATH',
    paths: miniBrowserPaths,
    debianPackage: 'webkit2gtk-driver',
  },
  xvfb: {
    name: 'Xvfb',
    envVar: 'XVFB_PATH',
    paths: () => ['/usr/bin/Xvfb'],
    debianPackage: 'xvfb',
  },
  // Not a browser: the bench's load generator (scripts/bench/load.mjs). Written in C, it leaves
  // the cores to the server it measures, where autocannon took most of one.
  wrk: {
    name: 'wrk',
    envVar: 'WRK_PATH',
    paths: () => ['/usr/bin/wrk'],
    debianPackage: 'wrk',
  },
};

/**
 * The tools each engine needs.
 * @type {Record<'chromium' | 'firefox' | 'webkit', ToolName[]>}
 */
export const ENGINE_TOOLS = {
  chromium: ['chromium'],
  firefox: ['firefox'],
  webkit: ['webkitDriver', 'webkitBrowser', 'xvfb'],
};

/** @param {string} path */
function readOptional(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isDebian() {
  return existsSync('/etc/debian_version') || /debian/i.test(readOptional('/etc/os-release'));
}

/**
 * The tool's path, or null when it is not there. Throws when its variable points at nothing.
 * @param {Tool} tool
 * @returns {string | null}
 */
function locate(tool) {
  const fromEnv = process.env[tool.envVar];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`${tool.envVar} is set to ${fromEnv}, but no file is there.`);
  }
  return tool.paths().find((path) => existsSync(path)) ?? null;
}

/** @param {string[]} packages */
function aptInstall(packages) {
  console.log(`[browsers] installing Debian's ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  });
  return install.status === 0;
}

/**
 * Returns the path of each named tool (keys of TOOLS), installing the missing ones' Debian
 * packages when allowed (root on Debian); throws, saying how to get each, when one is missing.
 * @param {ToolName[]} names
 * @param {{ install?: boolean }} [options]
 * @returns {Partial<Record<ToolName, string>>}
 */
export function findTools(names, { install = true } = {}) {
  /** @type {Partial<Record<ToolName, string>>} */
  const found = {};
  /** @type {ToolName[]} */
  const missing = [];
  for (const name of names) {
    const path = locate(TOOLS[name]);
    if (path) found[name] = path;
    else missing.push(name);
  }
  if (missing.length === 0) return found;

  const packages = [...new Set(missing.map((name) => TOOLS[name].debianPackage))];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let stillMissing = missing;
  if (install && isRoot && isDebian() && aptInstall(packages)) {
    stillMissing = [];
    for (const name of missing) {
      const path = locate(TOOLS[name]);
      if (path) found[name] = path;
      else stillMissing.push(name);
    }
    if (stillMissing.length === 0) return found;
  }
  const lines = stillMissing.map((name) => {
    const tool = TOOLS[name];
    return (
      `- ${tool.name}: set ${tool.envVar} to its binary, or install Debian's package ` +
      `(\`sudo apt-get install ${tool.debianPackage}\`; looked for ${tool.paths().join(', ') || 'it'})`
    );
  });
  throw new Error(
    `Browser tests need these, which are missing:\n${lines.join('\n')}\n` +
      'Only Debian\'s browser packages are used (see README, "Set up").',
  );
}

/**
 * Every engine's tools: { chromium, firefox, webkitDriver, webkitBrowser, xvfb }.
 * @param {{ install?: boolean }} [options]
 * @returns {Partial<Record<ToolName, string>>}
 */
export function findBrowsers(options = {}) {
  return findTools(Object.values(ENGINE_TOOLS).flat(), options);
}

/**
 * Sets each tool's environment variable, so child processes (the test runners) use the same.
 * @param {Partial<Record<ToolName, string>>} found
 */
export function exportPaths(found) {
  for (const [name, path] of Object.entries(found)) {
    process.env[TOOLS[/** @type {ToolName} */ (name)].envVar] = path;
  }
}

/**
 * @param {string} cmd
 * @param {string[]} args
 */
function firstLine(cmd, args) {
  const run = spawnSync(cmd, args, { encoding: 'utf8', timeout: 20_000 });
  return `${run.stdout ?? ''}`.split('\n')[0]?.trim() ?? '';
}

/**
 * The package version of a Debian package without its Debian revision ('2.50.6'), or null.
 * @param {string} pkg
 */
function debianVersion(pkg) {
  const version = firstLine('dpkg-query', ['-W', '-f', '${Version}', pkg]);
  return version ? version.replace(/^\d+:/, '').replace(/-[^-]*$/, '') : null;
}

/**
 * The engines' versions, as the test run prints them: 'Chromium 150.0.7871.100, Firefox
 * 153.7.0esr, WebKitGTK 2.50.6'. WebKitGTK's binaries have no --version: its library package says.
 * @param {Partial<Record<ToolName, string>>} found
 */
export function engineVersions(found) {
  const parts = [];
  if (found.chromium) {
    const line = firstLine(found.chromium, ['--version']);
    parts.push(`Chromium ${/(\d+(\.\d+)+)/.exec(line)?.[1] ?? 'unknown'}`);
  }
  if (found.firefox) {
    const line = firstLine(found.firefox, ['--version']);
    parts.push(`Firefox ${/(\d+(\.\d+)+\w*)/.exec(line)?.[1] ?? 'unknown'}`);
  }
  if (found.webkitDriver) {
    parts.push(`WebKitGTK ${debianVersion('libwebkit2gtk-4.1-0') ?? 'unknown'}`);
  }
  return parts.join(', ');
}
