import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createShopDatabase } from './database.ts';
import type { ShopDatabase } from './database.ts';
import { PgliteDialect } from './pgliteDialect.ts';

/**
 * Opens (creating on first use) an embedded PGlite database in `dataDir`. The folder survives
 * restarts; PGlite allows one process per folder, so tests always use their own copy.
 */
export async function openPglite(dataDir: string): Promise<ShopDatabase> {
  const absolute = path.resolve(dataDir);
  await mkdir(path.dirname(absolute), { recursive: true });
  const pglite = await PGlite.create(absolute);
  return createShopDatabase(new PgliteDialect(pglite), 'pglite');
}
