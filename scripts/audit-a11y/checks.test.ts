// The Tab walk over a page whose controls grow between two walks (a strip that loads once
// scrolled near): the second walk reaches the new controls as well as the old. And a walk after
// another in the same visit (another theme, right to left) starts at the top of the page, not
// where the last one left the browser's starting point for Tab. And a control made of parts (a date
// input, whose month, day and year fields Tab moves between) is one stop the walks pass through.
// And a stop the focus-appearance walk cannot screenshot is reported with its reason.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumTab } from './chromiumTab';
import { focusAppearance } from './focusAppearance.mjs';
import { tabWalk } from './checks.mjs';

const PAGE = `<!doctype html><html lang="en"><head><style>
  button:focus-visible, a:focus-visible { outline: 3px solid #000; outline-offset: 2px; }
  button, a { display: block; margin: 8px; min-width: 44px; min-height: 44px; }
</style></head><body><main>
  <a href="#main">Skip to content</a><button>Add to cart</button><button>Buy now</button>
  <section id="strip"></section>
</main></body></html>`;

// The skip link slides in on focus, in 0.01 ms as the design system's reduced motion has it.
const FORM = `<!doctype html><html lang="en"><head><style>
  :focus-visible { outline: 3px solid #000; outline-offset: 2px; }
  a, button, input { display: block; margin: 8px; min-width: 44px; min-height: 44px; }
  .skip { position: absolute; top: 8px; transform: translateY(-200%); transition-duration: 0.01ms; }
  .skip:focus { transform: none; }
</style></head><body><main>
  <a class="skip" href="#main">Skip to content</a>
  <label for="send-on">Send on</label><input id="send-on" type="date">
  <button>Add to cart</button>
</main></body></html>`;

// A skip link kept off screen when focused, and a focusable box with no size.
const UNMEASURABLE = `<!doctype html><html lang="en"><head><style>
  :focus-visible { outline: 3px solid #000; outline-offset: 2px; }
  a, button { display: block; margin: 8px; min-width: 44px; min-height: 44px; }
  .away { position: absolute; left: -9999px; }
  .none { min-width: 0; min-height: 0; width: 0; height: 0; padding: 0; border: 0; overflow: hidden; }
</style></head><body><main>
  <a class="away" href="#main">Skip to content</a>
  <button>Add to cart</button><span class="none" tabindex="0"></span><button>Buy now</button>
</main></body></html>`;

const addStrip = (page: Page) =>
  page.evaluate(() => {
    for (const name of ['Quick view Classic', 'Quick view Birthday']) {
      const b = document.createElement('button');
      b.textContent = name;
      document.getElementById('strip')!.append(b);
    }
  });

describe('tabWalk', () => {
  const tab = chromiumTab({ viewport: { width: 320, height: 640 } });

  it('should reach controls that appeared after an earlier walk', async () => {
    const page = tab();
    await page.setContent(PAGE);
    expect((await tabWalk(page)).ok).toBe(true);
    await addStrip(page);
    const walk = await tabWalk(page);
    expect(walk.details).toEqual([]);
    expect(walk.info).toMatch(/Quick view Classic.*Quick view Birthday/);
  }, 30_000);

  it('should start each walk at the top of the page, wherever focus was before', async () => {
    const page = tab();
    await page.setContent(PAGE);
    // An earlier walk, or a shopper, left focus in the middle of the page.
    await page.getByRole('button', { name: 'Buy now' }).focus();
    const walk = await tabWalk(page);
    expect(walk.info).toMatch(/^3 tab stops: a "Skip to content" → button "Add to cart"/);
    await page.getByRole('button', { name: 'Buy now' }).focus();
    const measured = await focusAppearance(page);
    expect(measured.info).toMatch(/^3 tab stops: a "Skip to content": /);
  }, 30_000);

  it('should pass through a date input as one stop and measure a skip link that slides in', async () => {
    const page = tab();
    await page.setContent(FORM);
    const stops = 'a "Skip to content" → input "Send on" → button "Add to cart"';
    expect((await tabWalk(page)).info).toBe(`3 tab stops: ${stops}`);
    const measured = await focusAppearance(page);
    expect(measured.details).toEqual([]);
    expect(measured.info).toMatch(
      /^3 tab stops: a "Skip to content": \d+ of \d+ CSS px²; input "Send on": .*; button "Add to cart": /,
    );
  }, 30_000);

  it('should report each stop it cannot measure, with the reason, and still measure the rest', async () => {
    const page = tab();
    await page.setContent(UNMEASURABLE);
    const measured = await focusAppearance(page);
    expect(measured.ok).toBe(false);
    expect(measured.details).toEqual([
      expect.stringMatching(
        /^a "Skip to content": not measured: its box .* is outside the 320×640 window$/,
      ),
      expect.stringMatching(
        /^span "": not measured: it is 0×0 CSS px or transparent, and no label of it shows$/,
      ),
    ]);
    expect(measured.info).toMatch(
      /^2 tab stops \(2 not measured\): button "Add to cart": \d+ of \d+ CSS px²; button "Buy now": /,
    );
  }, 30_000);
});
