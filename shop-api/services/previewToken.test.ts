import { describe, expect, it } from 'vitest';
import {
  MAX_PREVIEW_TTL_MS,
  PREVIEW_TOKEN_PATTERN,
  checkPreviewSecret,
  signPreviewToken,
  verifyPreviewToken,
} from './previewToken.ts';

const secret = 's'.repeat(32);
const now = new Date('2026-11-25T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('signed preview links', () => {
  it('given a link for a draft, should open that draft, under either of its ids, until it expires', () => {
    const token = signPreviewToken(secret, 'preview-10001', { now, ttlMs: 60 * 60_000 });
    expect(token).toMatch(PREVIEW_TOKEN_PATTERN);
    expect(verifyPreviewToken(secret, 'preview-10001', token, now)).toBe(true);
    expect(verifyPreviewToken(secret, '10001', token, later(60 * 60_000 - 1000))).toBe(true);
    expect(verifyPreviewToken(secret, '10001', token, later(60 * 60_000))).toBe(false);
  });

  it('should open nothing else: another product, another key, a changed expiry', () => {
    const token = signPreviewToken(secret, '10001', { now });
    expect(verifyPreviewToken(secret, '10002', token, now)).toBe(false);
    expect(verifyPreviewToken('t'.repeat(32), '10001', token, now)).toBe(false);
    const [expires = '', mac = ''] = token.split('.');
    expect(verifyPreviewToken(secret, '10001', `${Number(expires) + 3600}.${mac}`, now)).toBe(
      false,
    );
    expect(verifyPreviewToken(secret, '10001', undefined, now)).toBe(false);
    expect(verifyPreviewToken(secret, '10001', 'x', now)).toBe(false);
  });

  it('never makes or accepts a link for longer than 30 days', () => {
    const token = signPreviewToken(secret, '10001', { now, ttlMs: 365 * 24 * 60 * 60_000 });
    expect(verifyPreviewToken(secret, '10001', token, later(MAX_PREVIEW_TTL_MS - 1000))).toBe(true);
    expect(verifyPreviewToken(secret, '10001', token, later(MAX_PREVIEW_TTL_MS))).toBe(false);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => checkPreviewSecret('short')).toThrow(/PREVIEW_SECRET/);
  });
});
