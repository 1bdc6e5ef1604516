/**
 * The page server project's globalSetup (vite.config.ts): one migrated, seeded shop database for
 * the run, which every real shop of its test files (./pageWithRealShop.ts, the built server's,
 * ./builtServer.ts) starts from a copy of.
 */
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from '../../shop-api/test/pgliteTemplate';

export default async function setup(project: TestProject) {
  const template = await makePgliteTemplate();
  project.provide('pgliteTemplateDir', template.dir);
  return () => template.remove();
}
