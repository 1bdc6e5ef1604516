import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { spawnPageServer } from '../page/test/e2eHelpers';
import { bundleInPageQueries } from './inPageBundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built page server every engine's journeys shop on (its origin). */
    enginesPageServer: string;
  }
}

/**
 * Once per run: fails early when the build is missing (`npm run build`; npm test builds first),
 * bundles the in-page queries every engine injects, and starts the built production server the
 * engines share (as playwright.config.ts starts it: production mode, a throwaway shop database
 * under .data/, a cart rate limit no run reaches). One server for every engine: each shopper is a
 * new one (no cookies, no storage), and the engines run one after another, so they never meet;
 * the shop's migrations and start are paid once, not once per engine.
 */
export default async function globalSetup(project: TestProject) {
  if (!existsSync('dist/server/main.js')) {
    throw new Error(
      'No build found: run `npm run build` before the cross-engine journeys (npm test does).',
    );
  }
  const dataDir = `.data/engines-${process.pid}`;
  await rm(dataDir, { recursive: true, force: true });
  const [server] = await Promise.all([
    spawnPageServer({ SHOP_API_DATA_DIR: dataDir }),
    bundleInPageQueries(),
  ]);
  project.provide('enginesPageServer', server.origin);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
