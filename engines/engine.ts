/**
 * The three engines the journeys run in, all Debian's: Chromium, Firefox ESR and WebKitGTK
 * (scripts/browsers.mjs finds or installs them). An Engine is one running browser (or driver)
 * that hands out fresh shoppers.
 */
import { ENGINE_TOOLS, findTools } from '../scripts/browsers.mjs';
import type { Shopper, ShopperCapabilities } from './shopper';

export const ENGINE_IDS = ['chromium', 'firefox', 'webkit'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

export const ENGINE_NAMES: Record<EngineId, string> = {
  chromium: 'Chromium',
  firefox: 'Firefox ESR',
  webkit: 'WebKitGTK',
};

export interface Engine {
  readonly can: ShopperCapabilities;
  /** A new shopper (no cookies, no storage) on the shop at `origin`. */
  newShopper(origin: string, queriesSource: string): Promise<Shopper>;
  /** Stops the browser and whatever the engine started for it. */
  close(): Promise<void>;
}

/** Starts an engine; its binaries come from the environment (npm test sets it) or Debian's paths. */
export async function launchEngine(id: EngineId): Promise<Engine> {
  const paths = findTools(ENGINE_TOOLS[id], { install: false });
  switch (id) {
    case 'chromium':
    case 'firefox': {
      const { launchPuppeteerEngine } = await import('./drivers/puppeteer');
      return launchPuppeteerEngine(id, paths[id]!);
    }
    case 'webkit': {
      const { launchWebKitEngine } = await import('./drivers/webdriver');
      return launchWebKitEngine({
        webkitDriver: paths.webkitDriver!,
        webkitBrowser: paths.webkitBrowser!,
        xvfb: paths.xvfb!,
      });
    }
  }
}
