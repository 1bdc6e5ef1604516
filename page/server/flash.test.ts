import { describe, expect, it } from 'vitest';
import { createFlashStore, receiptOf, withReceipt } from './flash';

describe('createFlashStore (a sealed cookie value)', () => {
  it('given a sealed value, should open it and show nothing of it in the token or the receipt', () => {
    const store = createFlashStore<{ email: string }>('secret');
    const { token, receipt } = store.put({ email: 'sam@example.com' });
    expect(token).toMatch(/^[\w-]+$/);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('sam@');
    expect(receipt).toMatch(/^[\w-]{12}$/);
    expect(store.open(token, receipt)).toEqual({ email: 'sam@example.com' });
  });

  it('given another instance with the same secret, should open it there too', () => {
    const { token, receipt } = createFlashStore<string>('shared').put('added');
    expect(createFlashStore<string>('shared').open(token, receipt)).toBe('added');
    expect(createFlashStore<string>('other').open(token, receipt)).toBeNull();
  });

  it('given a token older than its time to live, should give nothing', () => {
    let time = 0;
    const store = createFlashStore<string>('s', { ttlMs: 1000, now: () => time });
    const { token, receipt } = store.put('late');
    time = 999;
    expect(store.open(token, receipt)).toBe('late');
    time = 1000;
    expect(store.open(token, receipt)).toBeNull();
  });

  it('given a forged or damaged token, should give nothing', () => {
    const store = createFlashStore<string>('s');
    const { token, receipt } = store.put('added');
    // One character of the sealed part changed (to another one: never to itself).
    const changed = token.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${token.slice(0, -2)}${changed}${token.slice(-1)}`;
    expect(flipped).not.toBe(token);
    expect(store.open(flipped, receipt)).toBeNull();
    expect(store.open('x'.repeat(22), receipt)).toBeNull();
    expect(store.open('not a token!', receipt)).toBeNull();
  });

  describe('its receipt (the redirect’s URL naming the outcome)', () => {
    it('given the receipt it was sealed with, should open it every time, not once', () => {
      const store = createFlashStore<string>('s');
      const { token, receipt } = store.put('added');
      expect(store.open(token, receipt)).toBe('added');
      // A reload of the page the post redirected to.
      expect(store.open(token, receipt)).toBe('added');
    });

    it('given no receipt, another seal’s or a made-up one, should give nothing', () => {
      const store = createFlashStore<string>('s');
      const first = store.put('first');
      const second = store.put('second');
      expect(first.receipt).not.toBe(second.receipt);
      expect(store.open(second.token, null)).toBeNull();
      expect(store.open(second.token, first.receipt)).toBeNull();
      expect(store.open(second.token, 'AAAAAAAAAAAA')).toBeNull();
      expect(store.open(second.token, second.receipt)).toBe('second');
    });
  });
});

describe('withReceipt and receiptOf (the receipt in a URL)', () => {
  it('given a redirect to a page, should name the receipt in its query and keep the fragment', () => {
    const location = withReceipt('/p/cairnfield-gift-card', 'abcDEF123_-x', 'purchase-result');
    expect(location).toBe('/p/cairnfield-gift-card?posted=abcDEF123_-x#purchase-result');
    expect(receiptOf(new URL(location, 'http://shop.test'))).toBe('abcDEF123_-x');
  });

  it('given a URL with no receipt or one this server never makes, should give null', () => {
    const url = (path: string) => new URL(path, 'http://shop.test');
    expect(receiptOf(url('/p/cairnfield-gift-card'))).toBeNull();
    expect(receiptOf(url('/p/cairnfield-gift-card?posted='))).toBeNull();
    expect(receiptOf(url('/p/cairnfield-gift-card?posted=short'))).toBeNull();
    expect(receiptOf(url('/p/cairnfield-gift-card?posted=abcDEF123_-x%3Cb'))).toBeNull();
  });
});
