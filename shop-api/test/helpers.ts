import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import pg from 'pg';
import { inject } from 'vitest';
import { createShopApi } from '../index.ts';
import { TestClient } from './client.ts';
import type { ShopApi, ShopApiOptions } from '../index.ts';
import type { ShopDatabase } from '../db/database.ts';
import { openPostgres } from '../db/pg.ts';
import { openPglite } from '../db/pglite.ts';
import { createRepository, type ShopRepository } from '../db/repository.ts';
import { seed } from '../db/seed.ts';

export type BackendName = 'pglite' | 'postgres';

/** The backends this run can use: PGlite always, PostgreSQL when globalSetup started one. */
export function availableBackends(): BackendName[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

const scratch: string[] = [];

/** A fresh PGlite folder: a copy of the migrated, seeded template globalSetup made. */
export function freshPgliteDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-api-test-'));
  scratch.push(root);
  const dir = path.join(root, 'db');
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  return dir;
}

/**
 * A fresh database on the throwaway PostgreSQL server, so test files never share state: empty, or
 * (`seeded`) a copy of the migrated, seeded template globalSetup made.
 */
export async function freshPostgresUrl(options: { seeded?: boolean } = {}): Promise<string> {
  const admin = inject('postgresUrl');
  if (!admin) throw new Error(`PostgreSQL is not available: ${inject('postgresSkipReason')}`);
  const name = `shop_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const template = options.seeded ? ` TEMPLATE ${inject('postgresTemplate')}` : '';
    await client.query(`CREATE DATABASE ${name}${template}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a test's shop keeps its data: a PGlite folder or a PostgreSQL URL. */
export async function freshStorage(
  backend: BackendName,
): Promise<Pick<ShopApiOptions, 'dataDir' | 'databaseUrl'>> {
  return backend === 'pglite'
    ? { dataDir: freshPgliteDir() }
    : { databaseUrl: await freshPostgresUrl({ seeded: true }) };
}

/**
 * A database of its own on `backend`, migrated and seeded as the shop starts one (a copy of the
 * template globalSetup made for it), with its repository. The caller closes the database.
 */
export async function openSeededRepository(
  backend: BackendName,
  now: Date,
): Promise<{ client: ShopDatabase; repo: ShopRepository }> {
  const client =
    backend === 'pglite'
      ? await openPglite(freshPgliteDir())
      : openPostgres(await freshPostgresUrl({ seeded: true }));
  const repo = createRepository(client);
  // PostgreSQL's seeded at `now`, as before (it upserts: cheap on a seeded database).
  if (backend === 'postgres') await seed(repo, { now });
  return { client, repo };
}

export function removeScratch(): void {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export { TestClient } from './client.ts';

export interface TestServer {
  api: ShopApi;
  baseUrl: string;
  client(): TestClient;
  close(): Promise<void>;
}

/** Starts the shop on a free port of 127.0.0.1, so tests go over real HTTP. */
export async function startServer(options: ShopApiOptions): Promise<TestServer> {
  const api = await createShopApi({ seed: true, ...options });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    api,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await api.close();
    },
  };
}

/** A fresh UUID for Idempotency-Key headers. */
export const key = () => crypto.randomUUID();

// Wire shapes the tests read fields from (the full shapes are in shop-api/openapi.json).
export interface AddToCartAnswer {
  addToCart: {
    orderId: string;
    exceptionCode: string | null;
    totalQuantityAdded: number;
    totalCartQuantity: number;
    requestedQuantity: number;
    items: { itemId: string; orderItemId: string; skuId: string; quantity: number }[];
  };
  errors?: ErrorEntry[];
}

export interface ErrorEntry {
  errorKey: string;
  message: string;
  field?: string;
  data?: Record<string, string | number>;
}

export interface ErrorAnswer {
  errors: ErrorEntry[];
}

export { DENVER_ADDRESS, applePayExpressOrder, egiftAdd, regularAdd } from './payloads.ts';
