// @vitest-environment node
// The server path: DOMPurify over a jsdom window (no browser globals in this environment).
import { describe, expect, it } from 'vitest';
import { HOSTILE_CASES, SAFE_CASES, itFollowsThePolicy } from './hostile';
import { sanitizeHtml } from './sanitizeHtml.server';

describe('sanitizeHtml (server, jsdom)', () => {
  it('given the server environment, should have no global window to lean on (the policy cases run there)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });
  itFollowsThePolicy(sanitizeHtml);
  it('when run on its own output, should change nothing (idempotent)', () => {
    for (const { html } of [...HOSTILE_CASES, ...SAFE_CASES]) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});
