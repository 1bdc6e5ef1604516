// @ts-check
// The Chromium every browser test uses (story tests, visual baselines, end-to-end, cross-engine
// journeys) and the flags it runs with. Order: $CHROMIUM_PATH, then /usr/bin/chromium; as root on
// Debian the `chromium` package is installed with apt-get; otherwise it stops with a message saying
// how to get one (scripts/browsers.mjs finds every engine the same way).
import { findTools } from './browsers.mjs';

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

/** Returns the path of a usable Chromium, installing Debian's package when allowed. */
export function findChromium({ install = true } = {}) {
  return findTools(['chromium'], { install }).chromium;
}
