import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDir, removeScratch, startServer } from '../test/helpers.ts';
import type { ErrorAnswer, TestClient, TestServer } from '../test/helpers.ts';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ dataDir: freshPgliteDir() });
  client = server.client();
});

afterAll(async () => {
  await server.close();
  removeScratch();
});

interface StoreAnswer {
  storeId: string;
  name: string;
  address: { line1: string; city: string; state: string; zipCode: string };
  hours: { days: string; open: string; close: string }[];
  distanceMiles: number;
  isSTSv1: boolean;
  isSTSv2: boolean;
  isPickupEligible: boolean;
}
interface SearchAnswer {
  zipCode: string;
  radiusMiles: number;
  stores: StoreAnswer[];
}

describe('GET /api/stores (spec 9 "Pick Up at a Different Store")', () => {
  it('answers the stores near a ZIP, nearest first, with address, hours, distance and programmes', async () => {
    const answer = await client.get<SearchAnswer>('/api/stores?zipCode=80202');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { stores } = answer.body;
    expect(answer.body).toMatchObject({ zipCode: '80202', radiusMiles: 100 });
    expect(stores[0]).toEqual({
      storeId: '0412',
      name: 'Cairnfield Denver Flagship',
      address: { line1: '1600 Wynkoop Street', city: 'Denver', state: 'CO', zipCode: '80202' },
      phone: '(555) 01412',
      hours: [{ days: 'Mon–Sun', open: '08:00', close: '22:00' }],
      distanceMiles: 0,
      isSTSv1: true,
      isSTSv2: true,
      isPickupEligible: true,
    });
    const distances = stores.map((s) => s.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stores.length).toBeGreaterThan(3);
    expect(stores.length).toBeLessThanOrEqual(10);
    expect(stores.find((s) => s.storeId === '0503')).toMatchObject({
      name: 'Cairnfield Boulder',
      isSTSv1: false,
      isSTSv2: false,
    });
  });

  it('takes ZIP+4, a radius and a limit', async () => {
    const answer = await client.get<SearchAnswer>(
      '/api/stores?zipCode=80202-1234&radius=15&limit=2',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.stores).toHaveLength(2);
    expect(answer.body.stores.every((s) => s.distanceMiles <= 15)).toBe(true);
  });

  it('answers an empty list far from every store', async () => {
    const answer = await client.get<SearchAnswer>('/api/stores?zipCode=96813');
    expect(answer.status).toBe(200);
    expect(answer.body.stores).toEqual([]);
  });

  it.each([
    ['missing', '/api/stores', 'zipCode is required: a US ZIP code such as 80202'],
    [
      'letters',
      '/api/stores?zipCode=ABCDE',
      'zipCode must be a US ZIP code: 5 digits (80202) or ZIP+4 (80202-1234)',
    ],
    [
      'four digits',
      '/api/stores?zipCode=8020',
      'zipCode must be a US ZIP code: 5 digits (80202) or ZIP+4 (80202-1234)',
    ],
  ])('refuses a %s ZIP with 400 and a clear message', async (_, url, message) => {
    const answer = await client.get<ErrorAnswer>(url);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ errorKey: '_ERR_INVALID_INPUT', field: 'zipCode', message }),
    ]);
  });

  it('refuses a radius or limit out of range', async () => {
    const radius = await client.get<ErrorAnswer>('/api/stores?zipCode=80202&radius=9999');
    expect(radius.status).toBe(400);
    expect(radius.body.errors[0]).toMatchObject({ field: 'radius' });
    const limit = await client.get<ErrorAnswer>('/api/stores?zipCode=80202&limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.errors[0]).toMatchObject({ field: 'limit' });
  });

  it('answers 404 for a well-formed ZIP it cannot place', async () => {
    const answer = await client.get<ErrorAnswer>('/api/stores?zipCode=00501');
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]?.message).toBe('ZIP code 00501 was not found');
  });
});

describe('POST /api/store/select/{storeId} (spec 7 `POST {token}{storeId}`)', () => {
  it('answers the chosen store', async () => {
    const answer = await client.post<{ selectedStore: StoreAnswer }>('/api/store/select/0418');
    expect(answer.status).toBe(200);
    expect(answer.body.selectedStore).toMatchObject({ storeId: '0418', name: 'Cairnfield Aurora' });
  });

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    expect((await client.post('/api/store/select/9999')).status).toBe(404);
    const bad = await client.post<ErrorAnswer>('/api/store/select/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({
      field: 'storeId',
      message: 'Store id must be numeric',
    });
  });

  it('refuses a cross-site selection (403)', async () => {
    const answer = await client.post('/api/store/select/0418', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
  });
});
