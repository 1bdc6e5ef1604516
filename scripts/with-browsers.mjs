// @ts-check
// Runs a command with every engine's binaries found (see browsers.mjs) and their variables set
// (CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH, XVFB_PATH).
import { spawnSync } from 'node:child_process';
import { engineVersions, exportPaths, findBrowsers } from './browsers.mjs';

try {
  const browsers = findBrowsers();
  exportPaths(browsers);
  console.log(`[browsers] ${engineVersions(browsers)}`);
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const [cmd = '', ...args] = process.argv.slice(2);
const result = spawnSync('npx', ['--no-install', cmd, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
