// @ts-check
// Publishes the Storybook to the hosted Chromatic service. Needs CHROMATIC_PROJECT_TOKEN;
// without it, it explains and exits. Tests and CI never call this (it contacts outside hosts).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'npm run chromatic publishes Storybook to the hosted Chromatic service.\n' +
      'Set CHROMATIC_PROJECT_TOKEN (from your Chromatic project settings) and run it again.\n' +
      'Local visual regression needs no token: `npm run test:stories` compares every story with its baseline.',
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  [
    '--no-install',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
