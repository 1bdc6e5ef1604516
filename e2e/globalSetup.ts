import { existsSync } from 'node:fs';

/** Fails early with a clear message when the build is missing (`npm run build`). */
export default function globalSetup() {
  if (!existsSync('dist/server/main.js')) {
    throw new Error(
      'No build found: run `npm run build` before `playwright test` (npm test does).',
    );
  }
}
