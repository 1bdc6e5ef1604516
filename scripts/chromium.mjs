// @ts-check
// The Chromium every browser test uses (story tests, visual baselines, end-to-end, cross-engine
// journeys) and the flags it runs with. Order: $CHROMIUM_PATH, then /usr/bin/chromium; as root on
// Debian the `chromium` package is installed with apt-get; otherwise it stops with a message saying
// how to get one (scripts/browsers.mjs finds every engine the same way).
import { findTools } from './browsers.mjs';

/**
 * The features Chromium runs without here. A `--disable-features` switch replaces Playwright's own
 * (Chromium keeps the last one given, and Playwright puts ours after its defaults), so the list
 * begins with every feature Playwright 1.65 turns off for automation, then adds the address bar's
 * popups: headless Chromium (Debian's 156 here) still builds each window's address-bar popups (the
 * omnibox and its AI mode, pages of their own), in a renderer that keeps about a third of a core
 * busy while a page sits idle. Every end-to-end test opens a window, so that renderer was most of
 * the suite's idle browser time (scripts/chromium.test.ts checks both halves; docs/testing.md has
 * the figures).
 */
export const CHROMIUM_DISABLED_FEATURES = [
  // Playwright's defaults (playwright-core, chromiumSwitches).
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
  // The address bar's popups and their preloading, which no test sees.
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

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
  `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
];

/** Returns the path of a usable Chromium, installing Debian's package when allowed. */
export function findChromium({ install = true } = {}) {
  return findTools(['chromium'], { install }).chromium;
}
