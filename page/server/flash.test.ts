import { describe, expect, it } from 'vitest';
import { createFlashStore } from './flash';

describe('createFlashStore (a sealed cookie value)', () => {
  it('given a sealed value, should open it and show nothing of it in the token', () => {
    const store = createFlashStore<{ email: string }>('secret');
    const token = store.put({ email: 'sam@example.com' });
    expect(token).toMatch(/^[\w-]+$/);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('sam@');
    expect(store.take(token)).toEqual({ email: 'sam@example.com' });
  });

  it('given another instance with the same secret, should open it there too', () => {
    const token = createFlashStore<string>('shared').put('added');
    expect(createFlashStore<string>('shared').take(token)).toBe('added');
    expect(createFlashStore<string>('other').take(token)).toBeNull();
  });

  it('given a token older than its time to live, should give nothing', () => {
    let time = 0;
    const store = createFlashStore<string>('s', { ttlMs: 1000, now: () => time });
    const token = store.put('late');
    time = 1000;
    expect(store.take(token)).toBeNull();
  });

  it('given a forged or damaged token, should give nothing', () => {
    const store = createFlashStore<string>('s');
    const token = store.put('added');
    // One character of the sealed part changed (to another one: never to itself).
    const changed = token.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${token.slice(0, -2)}${changed}${token.slice(-1)}`;
    expect(flipped).not.toBe(token);
    expect(store.take(flipped)).toBeNull();
    expect(store.take('x'.repeat(22))).toBeNull();
    expect(store.take('not a token!')).toBeNull();
  });
});
