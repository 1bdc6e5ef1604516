import { existsSync } from 'node:fs';
import { bundleInPageQueries } from './inPageBundle';

/**
 * Once per run: fails early when the build is missing (`npm run build`; npm test builds first),
 * and bundles the in-page queries every engine injects.
 */
export default async function globalSetup() {
  if (!existsSync('dist/server/main.js')) {
    throw new Error(
      'No build found: run `npm run build` before the cross-engine journeys (npm test does).',
    );
  }
  await bundleInPageQueries();
}
