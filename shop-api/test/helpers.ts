import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import pg from 'pg';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../catalog/community.ts';
import { createShopApi } from '../index.ts';
import type { ShopApi, ShopApiOptions } from '../index.ts';

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

/** A fresh, empty database on the throwaway PostgreSQL server, so test files never share state. */
export async function freshPostgresUrl(): Promise<string> {
  const admin = inject('postgresUrl');
  if (!admin) throw new Error(`PostgreSQL is not available: ${inject('postgresSkipReason')}`);
  const name = `shop_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
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
    : { databaseUrl: await freshPostgresUrl() };
}

export function removeScratch(): void {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed bodies); wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Skip the cookie jar for this request. */
  anonymous?: boolean;
}

/** A browser-like client: keeps cookies between calls and sends Sec-Fetch-Site: same-origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<Answer<T>> {
    const headers = new Headers({ 'sec-fetch-site': 'same-origin', ...options.headers });
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    if (!options.anonymous && this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    if (!options.anonymous) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (SVG, PDF, HTML): keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, options);
  }

  post<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', url, { ...options, ...(body !== undefined ? { body } : {}) });
  }

  /** Signs in through POST /api/identity/login with the demo account of `profileId`. */
  async signIn(profileId = 'demo-1'): Promise<void> {
    const account = DEMO_ACCOUNTS.find((entry) => entry.profileId === profileId);
    if (!account) throw new Error(`no demo account for ${profileId}`);
    const answer = await this.post('/api/identity/login', {
      email: account.email,
      password: account.password,
    });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  }
}

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

// Wire shapes the tests read fields from (the full shapes are in CONTRACT.md).
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

/** The regular add-to-cart body for `quantity` cards of `sku` at `amount`. */
export function regularAdd(sku: string, quantity: number, amount = 25, productId?: string) {
  return {
    skus: [{ ...(productId ? { id: productId } : {}), sku, quantity, type: 'REGULAR' }],
    giftAmount: amount,
    inventoryCheck: true,
    isGCItem: true,
  };
}

/** The eGift add-to-cart body with `recipients` distinct recipients. */
export function egiftAdd(
  quantity: number,
  options: { recipients?: number; amount?: number; sendToOne?: boolean } = {},
) {
  const sendToOne = options.sendToOne ?? false;
  const count = options.recipients ?? (sendToOne ? 1 : quantity);
  return {
    orderId: '000000',
    orderItem: [
      {
        productId: '10003',
        sku: '20005',
        quantity,
        comment: '',
        xitem_isEGCItem: true,
        xitem_giftAmount: options.amount ?? 50,
        firstDataFulfilState: 'NEW',
      },
    ],
    senderEmail: 'sam.lee@example.com',
    senderFirstName: 'Sam',
    senderLastName: 'Lee',
    senderMessage: 'Enjoy the trail!',
    recipients: Array.from({ length: count }, (_, index) => ({
      sequence: index + 1,
      recipientFirstName: `Ana${'abcdefghij'[index] ?? 'z'}`,
      recipientLastName: "O'Neil-Diaz",
      recipientEmail: `ana${index + 1}@example.com`,
    })),
    isSendToOne: sendToOne ? 1 : 0,
  };
}

export const DENVER_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Diaz',
  address: '1550 Larimer St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  country: 'US',
  email: 'ana.diaz@example.com',
  phoneNumber: '3035550100',
};
