// @vitest-environment node
// The server path: DOMPurify over a jsdom window (no browser globals in this environment).
import { describe, expect, it } from 'vitest';
import { HOSTILE_CASES, SAFE_CASES } from './hostile';
import { sanitizeHtml } from './sanitizeHtml.server';

describe('sanitizeHtml (server, jsdom)', () => {
  it('runs without a global window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });
  it.each(HOSTILE_CASES)('strips $name', ({ html, forbidden, kept }) => {
    const out = sanitizeHtml(html);
    for (const bad of forbidden) expect(out.toLowerCase()).not.toContain(bad);
    for (const good of kept ?? []) expect(out).toContain(good);
  });
  it.each(SAFE_CASES)('$name', ({ html, expected }) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
  it('is idempotent', () => {
    for (const { html } of [...HOSTILE_CASES, ...SAFE_CASES]) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});
