// The client path: DOMPurify over the (jsdom) window of the unit environment, as in a browser.
import { describe, expect, it } from 'vitest';
import { HOSTILE_CASES, SAFE_CASES, itFollowsThePolicy } from './hostile';
import { sanitizeHtml } from './sanitizeHtml.client';
import { sanitizeHtml as serverSanitize } from './sanitizeHtml.server';

describe('sanitizeHtml (client)', () => {
  itFollowsThePolicy(sanitizeHtml);
  it('given any policy case, should give the same output as the server path', () => {
    for (const { html } of [...HOSTILE_CASES, ...SAFE_CASES]) {
      expect(sanitizeHtml(html)).toBe(serverSanitize(html));
    }
  });
  it('when its output is rendered, should leave no script, handler or javascript: URL in the DOM', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(HOSTILE_CASES.map((c) => c.html).join(''));
    expect(
      host.querySelector('script, iframe, object, embed, svg, math, style, form, base, meta'),
    ).toBeNull();
    for (const el of host.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on')).toBe(false);
        expect(attr.value.toLowerCase().replace(/\s/g, '')).not.toContain('javascript:');
      }
    }
  });
});
