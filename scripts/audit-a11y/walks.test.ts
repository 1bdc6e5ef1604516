// The accordion walk waits for what the shopper would see: a section whose code comes a moment
// after the key press (the details area hydrating and replaying the press) toggles, and passes;
// a section that never toggles still fails.
import { describe, expect, it } from 'vitest';
import { chromiumTab } from './chromiumTab';
import { accordionWalk } from './walks.mjs';

// Two headers; `delay` ms after a press, the pressed header toggles (null: never).
const accordion = (delay: number | null) => `<!doctype html><html lang="en"><body>
  <h3><button aria-expanded="false" aria-controls="a">Details</button></h3><div id="a">A</div>
  <h3><button aria-expanded="false" aria-controls="b">Terms</button></h3><div id="b">B</div>
  <script>
    const delay = ${JSON.stringify(delay)};
    const headers = [...document.querySelectorAll('h3 > button')];
    for (const [i, b] of headers.entries()) {
      b.addEventListener('click', () => {
        if (delay === null) return;
        setTimeout(() => b.setAttribute('aria-expanded', String(b.getAttribute('aria-expanded') !== 'true')), delay);
      });
      b.addEventListener('keydown', (e) => {
        if (e.key === 'ArrowDown') headers[(i + 1) % headers.length].focus();
      });
    }
  </script></body></html>`;

describe('accordionWalk', () => {
  const tab = chromiumTab();

  it('should pass when the section toggles a moment after Enter (a press replayed once hydrated)', async () => {
    await tab().setContent(accordion(400));
    const walk = await accordionWalk(tab());
    expect(walk.details).toEqual([]);
    expect(walk.ok).toBe(true);
  });

  it('should fail when Enter never toggles the section', async () => {
    await tab().setContent(accordion(null));
    const walk = await accordionWalk(tab());
    expect(walk.ok).toBe(false);
    expect(walk.details).toContain('Enter did not toggle the section');
  }, 20_000);
});
