/**
 * The page server project's globalSetup (vite.config.ts): the migrated, seeded shop database
 * (shop-api/test/pgliteTemplate.ts) which every real shop of its test files (./pageWithRealShop.ts,
 * the built server's, ./builtServer.ts) starts from a copy of.
 */
import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../../shop-api/test/pgliteTemplate';

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplateDir', await pgliteTemplate());
}
