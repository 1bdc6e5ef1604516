// Shows a story in a tab kept on Storybook's preview (iframe.html): the first story of a theme
// and language loads the preview, each next one is switched to in place (the preview's
// setCurrentStory, as the Storybook manager does), which tears the last story down and renders
// and plays the new one, without loading the preview's scripts again.
//
// A switched story that finds something of the last one still there (an element it left in the
// body, or the body's attributes changed from the fresh load's: a scroll lock, pointer events
// off) is loaded afresh instead, so no story is audited with another's leftovers.

const DONE = ['finished', 'completed', 'errored', 'aborted'];

/** Storybook's own elements in the preview's body (its roots, the a11y addon's highlights). */
const CHROME =
  '[id^="storybook-"], .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, ' +
  '.sb-errordisplay, .sb-wrapper, script, style, link, noscript, template';

/**
 * What a story may leave on the body: its attributes but Storybook's class and style, and the
 * style's pointer events and overflow (a dialog's scroll lock).
 */
const bodyAttributes = () =>
  [
    ...Array.from(document.body.attributes)
      .filter((a) => a.name !== 'class' && a.name !== 'style')
      .map((a) => `${a.name}=${a.value}`)
      .sort(),
    `pointer-events:${document.body.style.pointerEvents}`,
    `overflow:${document.body.style.overflow}`,
  ].join(' ');

/** Waits until the preview has rendered (and played) story `id`; its render phase. */
async function rendered(page, id, timeout = 20_000) {
  await page.waitForFunction(
    ([storyId, done]) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && done.includes(render.phase);
    },
    [id, DONE],
    { timeout },
  );
  return page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender.phase);
}

async function load(slot, id, url, globals) {
  slot.globals = null;
  await slot.page.goto(url, { waitUntil: 'load' });
  const phase = await rendered(slot.page, id);
  slot.globals = globals;
  slot.body = await slot.page.evaluate(bodyAttributes);
  slot.reloads = (slot.reloads ?? 0) + 1;
  return phase;
}

/**
 * Shows story `id` in `slot.page` with the globals of `url` (`globals`, as in the URL): switched
 * to in place when the tab already shows the preview with those globals, else loaded. `reload`
 * loads every story afresh. Resolves with the story's render phase.
 * @param {{ page: import('playwright-core').Page, globals: string | null, body?: string, reloads?: number, leftovers?: string[] }} slot
 */
export async function showStory(slot, id, url, globals, reload = false) {
  const { page } = slot;
  if (reload || slot.globals !== globals) return load(slot, id, url, globals);
  await page.evaluate(() => {
    document.activeElement?.blur?.();
    window.scrollTo(0, 0);
    for (const el of Array.from(document.body.children)) el.setAttribute('data-audit-before', '');
  });
  await page.evaluate(
    (storyId) => window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' }),
    id,
  );
  const phase = await rendered(page, id);
  const found = await page.evaluate((chrome) => {
    const before = Array.from(document.querySelectorAll('[data-audit-before]'));
    for (const el of before) el.removeAttribute('data-audit-before');
    return before
      .filter((el) => el.parentElement === document.body && !el.matches(chrome))
      .map((el) => el.outerHTML.slice(0, 80));
  }, CHROME);
  const body = await page.evaluate(bodyAttributes);
  if (found.length > 0 || body !== slot.body) {
    slot.leftovers = [
      ...(slot.leftovers ?? []),
      `${id}: ${found.length ? found.join(', ') : `body ${body}`}`,
    ];
    return load(slot, id, url, globals);
  }
  return phase;
}
