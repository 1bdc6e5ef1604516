/**
 * Which build of React this Node process has loaded: React picks its production or development
 * CommonJS build from NODE_ENV when first imported, and both land in Node's module cache. The
 * production server announces it, so `npm run bench` (and anyone reading the log) can check that
 * the server `npm start` runs renders with React's production build.
 */
import { createRequire } from 'node:module';

export type ReactBuild = 'production' | 'development' | 'unknown';

/** Classifies the loaded module paths (pure, for the test). */
export function reactBuildOf(loadedPaths: Iterable<string>): ReactBuild {
  let build: ReactBuild = 'unknown';
  for (const path of loadedPaths) {
    if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-server(?:-legacy)?\.[a-z]+\./.test(path)) continue;
    if (path.includes('.development.')) return 'development';
    if (path.includes('.production.')) build = 'production';
  }
  return build;
}

/** The React server build in this process (after react-dom/server has been imported). */
export function loadedReactBuild(): ReactBuild {
  const require = createRequire(import.meta.url);
  return reactBuildOf(Object.keys(require.cache));
}
