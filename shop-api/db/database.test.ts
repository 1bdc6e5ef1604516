import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, openSeededRepository, removeScratch } from '../test/helpers.ts';
import type { ShopDatabase } from './database.ts';
import type { ShopRepository } from './repository.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');

afterAll(removeScratch);

// A transaction binds the repository calls made inside it (./database.ts), on either backend.
describe.each(availableBackends())('transactions on %s', (backend) => {
  let client: ShopDatabase;
  let repo: ShopRepository;

  beforeAll(async () => ({ client, repo } = await openSeededRepository(backend, NOW)));
  afterAll(() => client.close());

  it('rolls a failed transaction back', async () => {
    const token = crypto.randomUUID();
    await expect(
      repo.transaction(async (tx) => {
        await tx.sessions.create(token, NOW);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await repo.sessions.get(token)).toBeNull();
  });

  it('commits a transaction; a nested one and plain calls inside join it', async () => {
    const token = crypto.randomUUID();
    const inner = crypto.randomUUID();
    await repo.transaction(async (tx) => {
      await tx.sessions.create(token, NOW);
      await repo.transaction((nested) => nested.sessions.create(inner, NOW));
      // The outer repository, called inside, sees the transaction's own writes.
      expect(await repo.sessions.get(inner)).not.toBeNull();
    });
    expect(await repo.sessions.get(token)).not.toBeNull();
    const rolledBack = crypto.randomUUID();
    await expect(
      repo.transaction(async () => {
        await repo.transaction((nested) => nested.sessions.create(rolledBack, NOW));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await repo.sessions.get(rolledBack)).toBeNull();
    // A nested one that fails takes back only its own writes.
    const kept = crypto.randomUUID();
    const undone = crypto.randomUUID();
    await repo.transaction(async (tx) => {
      await tx.sessions.create(kept, NOW);
      await expect(
        repo.transaction(async (nested) => {
          await nested.sessions.create(undone, NOW);
          throw new Error('rule');
        }),
      ).rejects.toThrow('rule');
    });
    expect(await repo.sessions.get(kept)).not.toBeNull();
    expect(await repo.sessions.get(undone)).toBeNull();
  });
  // PGlite has one connection, so two top-level transactions never overlap there.
  it.runIf(backend === 'postgres')(
    'keeps a transaction bound while another one under way at the same time ends',
    async () => {
      let started!: () => void;
      const secondStarted = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const undone = crypto.randomUUID();
      const second = repo.transaction(async () => {
        started();
        await gate;
        await first;
        // A plain call, once the other transaction has ended, still joins this one.
        await repo.sessions.create(undone, NOW);
        throw new Error('rule');
      });
      await secondStarted;
      const first = repo.transaction((tx) => tx.sessions.create(crypto.randomUUID(), NOW));
      await first;
      release();
      await expect(second).rejects.toThrow('rule');
      expect(await repo.sessions.get(undone)).toBeNull();
    },
  );
});
