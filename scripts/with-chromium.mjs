// @ts-check
// Runs a command with CHROMIUM_PATH set to a usable Chromium (see chromium.mjs).
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

try {
  process.env.CHROMIUM_PATH = findChromium();
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const [cmd = '', ...args] = process.argv.slice(2);
const result = spawnSync('npx', ['--no-install', cmd, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
