// @ts-check
// Shows a story in a tab kept on Storybook's preview (iframe.html): the first story of a theme
// and language loads the preview, each next one is switched to in place (the preview's
// setCurrentStory, as the Storybook manager does), which tears the last story down and renders
// and plays the new one, without loading the preview's scripts again.
//
// What the last story left is read at the moment the preview has torn it down and before it
// renders the next (its `storyChanged` event), and compared with the clean preview's body (as
// iframe.html's own HTML makes it): an element left in the body, or the body's attributes or its
// scroll lock and pointer events changed. A story that finds the last one's leftovers is loaded
// afresh instead, so no story is audited with another's leftovers; what a story does to the body
// itself (a dialog's scroll lock) is its own and does not count.

/** @typedef {import('playwright-core').Page} Page */
/**
 * A worker's tab: the globals its preview was loaded with (null: load it afresh), how many times
 * it was loaded, and what the stories it switched from left behind.
 * @typedef {{ page: Page, globals: string | null, shown?: string, reloads?: number, leftovers?: string[] }} Slot
 */

const DONE = ['finished', 'completed', 'errored', 'aborted'];

/**
 * Storybook's own elements in the preview's body (its roots, the a11y addon's highlights), and
 * the audit's scripts.
 */
const CHROME =
  '[id^="storybook-"], .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, ' +
  '.sb-errordisplay, .sb-wrapper, script, style, link, noscript, template';

/**
 * Runs in the preview before its scripts (an init script of the tab): keeps the clean body (its
 * attributes, as iframe.html makes them, and its own elements, marked) once the HTML is parsed,
 * and from then on the body as each story's teardown leaves it (the preview's `storyChanged`
 * event comes after the teardown, before the next story renders), in `window.__audit`.
 * @param {string} chrome
 */
export function watchTeardowns(chrome = CHROME) {
  /** What the body says: its attributes but Storybook's class and style, and the style's pointer
   * events and overflow (a dialog's scroll lock). */
  const bodyState = () =>
    [
      ...Array.from(document.body.attributes)
        .filter((a) => a.name !== 'class' && a.name !== 'style')
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
      `pointer-events:${document.body.style.pointerEvents}`,
      `overflow:${document.body.style.overflow}`,
    ].join(' ');
  /** @type {{ clean: string, leftovers: string[] | null }} */
  const audit = { clean: '', leftovers: null };
  Object.assign(window, { __audit: audit });
  document.addEventListener('DOMContentLoaded', () => {
    audit.clean = bodyState();
    for (const el of Array.from(document.body.children)) el.setAttribute('data-audit-clean', '');
  });
  const listen = () => {
    /** @type {{ on(event: string, listener: () => void): void } | undefined} */
    const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__');
    if (!channel) return false;
    channel.on('storyChanged', () => {
      const left = Array.from(document.body.children)
        .filter((el) => !el.hasAttribute('data-audit-clean') && !el.matches(chrome))
        .map((el) => el.outerHTML.slice(0, 80));
      const body = bodyState();
      if (body !== audit.clean) left.push(`body ${body} (clean: ${audit.clean})`);
      audit.leftovers = left;
    });
    return true;
  };
  // The channel is made by the preview's runtime, after this script: listened to once it is.
  const wait = () => {
    if (!listen()) setTimeout(wait, 5);
  };
  wait();
}

/**
 * Waits until the preview has rendered (and played) story `id`; its render phase.
 * @param {Page} page
 * @param {string} id
 * @returns {Promise<string>}
 */
async function rendered(page, id, timeout = 20_000) {
  await page.waitForFunction(
    ([storyId, done]) => {
      const render = Reflect.get(window, '__STORYBOOK_PREVIEW__')?.currentRender;
      return render?.id === storyId && done.includes(render.phase);
    },
    /** @type {[string, string[]]} */ ([id, DONE]),
    { timeout },
  );
  return page.evaluate(() => Reflect.get(window, '__STORYBOOK_PREVIEW__').currentRender.phase);
}

/**
 * @param {Slot} slot
 * @param {string} id
 * @param {string} url
 * @param {string} globals
 */
async function load(slot, id, url, globals) {
  if (!slot.reloads) await slot.page.addInitScript(watchTeardowns, CHROME);
  slot.globals = null;
  await slot.page.goto(url, { waitUntil: 'load' });
  const phase = await rendered(slot.page, id);
  slot.globals = globals;
  slot.reloads = (slot.reloads ?? 0) + 1;
  return phase;
}

/**
 * Shows story `id` in `slot.page` with the globals of `url` (`globals`, as in the URL): switched
 * to in place when the tab already shows the preview with those globals, else loaded. `reload`
 * loads every story afresh. Resolves with the story's render phase.
 * @param {Slot} slot
 * @param {string} id
 * @param {string} url
 * @param {string} globals
 * @returns {Promise<string>}
 */
export async function showStory(slot, id, url, globals, reload = false) {
  const { page } = slot;
  const last = slot.shown;
  slot.shown = id;
  if (reload || slot.globals !== globals) return load(slot, id, url, globals);
  await page.evaluate((storyId) => {
    /** @type {HTMLElement | null} */ (document.activeElement)?.blur?.();
    window.scrollTo(0, 0);
    Reflect.get(window, '__audit').leftovers = null;
    Reflect.get(window, '__STORYBOOK_PREVIEW__').onSetCurrentStory({ storyId, viewMode: 'story' });
  }, id);
  const phase = await rendered(page, id);
  /** @type {string[] | null} */
  const found = await page.evaluate(() => Reflect.get(window, '__audit').leftovers);
  if (found === null || found.length > 0) {
    const what = found ? found.join(', ') : 'no teardown of the last story seen';
    slot.leftovers = [...(slot.leftovers ?? []), `${last} (before ${id}): ${what}`];
    return load(slot, id, url, globals);
  }
  return phase;
}
