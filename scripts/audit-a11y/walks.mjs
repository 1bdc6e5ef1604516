// @ts-check
// Keyboard walks scripted from the APG contracts the components follow (README "Accessibility
// audit" lists them), live-region checks and forced-colors checks, over the built product page.
// Each walk returns { check, ok, skipped?, details: string[] }; a walk whose widget is not on the
// page is skipped with a note, so the list can grow as the page grows.
import { focusSettles } from '../lib/focus.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Locator} Locator
 * @typedef {import('./checks.mjs').Check} Check
 */

/**
 * @param {string} check
 * @param {string[]} details
 * @param {Partial<Check>} [extra]
 * @returns {Check}
 */
const result = (check, details, extra = {}) => ({
  check,
  ok: details.length === 0,
  details,
  ...extra,
});
/**
 * @param {string} check
 * @param {string} note
 * @returns {Check}
 */
const skip = (check, note) => ({ check, ok: true, skipped: true, details: [], info: note });

const focusedLabel = (/** @type {Page} */ page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}"`
      : 'nothing';
  });

/** APG Radio Group: the amount chips. */
export async function radioGroupWalk(/** @type {Page} */ page) {
  const check = 'keyboard: radio group (amount chips)';
  const group = page.getByRole('radiogroup').first();
  if ((await group.count()) === 0) return skip(check, 'no radio group on this page');
  const details = [];
  const radios = group.getByRole('radio');
  const count = await radios.count();
  if (!(await group.getAttribute('aria-label')) && !(await group.getAttribute('aria-labelledby'))) {
    details.push('the radio group has no accessible name');
  }
  const checkedIndex = async () => {
    for (let i = 0; i < count; i += 1) {
      // Native radios (the chips) or role=radio with aria-checked.
      const checked = await radios
        .nth(i)
        .evaluate(
          (el) =>
            /** @type {HTMLInputElement} */ (el).checked === true ||
            el.getAttribute('aria-checked') === 'true',
        );
      if (checked) return i;
    }
    return -1;
  };
  const start = await checkedIndex();
  await radios.nth(Math.max(start, 0)).focus();
  // Tab stops: only the checked chip is in the tab order (roving tabindex, or the browser's own
  // rule for native radios sharing a name: the checked one, else the first).
  const tabbable = await radios.evaluateAll((all) => {
    const els = /** @type {HTMLInputElement[]} */ (all);
    const native = (/** @type {HTMLInputElement} */ el) =>
      el instanceof HTMLInputElement && el.type === 'radio' && el.name;
    const anyChecked = els.some((el) => el.checked === true);
    return els.filter((el) =>
      native(el) ? el.checked || (!anyChecked && el === els[0]) : el.tabIndex >= 0,
    ).length;
  });
  if (tabbable !== 1) details.push(`${tabbable} chips are in the tab order (expected 1)`);
  await page.keyboard.press('ArrowRight');
  const afterRight = await checkedIndex();
  if (afterRight !== (Math.max(start, 0) + 1) % count) {
    details.push(
      `ArrowRight checked chip ${afterRight}, expected ${(Math.max(start, 0) + 1) % count}`,
    );
  }
  const focusedIsChecked = await radios
    .nth(afterRight)
    .evaluate((el) => el === document.activeElement);
  if (!focusedIsChecked) details.push('focus and selection did not move together');
  await page.keyboard.press('ArrowLeft');
  if ((await checkedIndex()) !== Math.max(start, 0)) details.push('ArrowLeft did not go back');
  // Wrap at the start.
  await radios.nth(0).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  if ((await checkedIndex()) !== count - 1)
    details.push('ArrowUp on the first chip did not wrap to the last');
  await page.keyboard.press('ArrowDown');
  if ((await checkedIndex()) !== 0)
    details.push('ArrowDown on the last chip did not wrap to the first');
  return result(check, details);
}

/** APG Spinbutton: the quantity stepper. */
export async function spinbuttonWalk(/** @type {Page} */ page) {
  const check = 'keyboard: spinbutton (quantity)';
  const spin = page.getByRole('spinbutton').first();
  if ((await spin.count()) === 0) return skip(check, 'no spinbutton on this page');
  const details = [];
  const attr = (/** @type {string} */ name) => spin.getAttribute(name);
  const min = Number(await attr('aria-valuemin'));
  const max = Number(await attr('aria-valuemax'));
  if (!Number.isFinite(min) || !Number.isFinite(max)) details.push('aria-valuemin/max missing');
  if ((await attr('inputmode')) !== 'numeric') details.push('inputmode is not numeric');
  await spin.focus();
  await page.keyboard.press('Home');
  const now = async () => Number(await attr('aria-valuenow'));
  if ((await now()) !== min) details.push(`Home gave ${await now()}, expected ${min}`);
  await page.keyboard.press('ArrowUp');
  if ((await now()) !== Math.min(min + 1, max)) details.push('ArrowUp did not add 1');
  await page.keyboard.press('ArrowDown');
  if ((await now()) !== min) details.push('ArrowDown did not take 1 away');
  await page.keyboard.press('PageUp');
  if ((await now()) <= min && max > min) details.push('PageUp did not take a larger step');
  await page.keyboard.press('End');
  if ((await now()) !== max) details.push(`End gave ${await now()}, expected ${max}`);
  await page.keyboard.press('Home');
  for (const name of ['Decrease quantity', 'Increase quantity']) {
    if ((await page.getByRole('button', { name }).count()) === 0)
      details.push(`no button named '${name}'`);
  }
  return result(check, details);
}

/**
 * The element's attribute once it is no longer `from` (a key press handled, or replayed after
 * the part hydrated), or `from` if it has not changed within `timeout` ms.
 * @param {Locator} locator
 * @param {string} name
 * @param {string | null} from
 */
export async function attributeChange(locator, name, from, timeout = 5_000) {
  await locator
    .evaluate(
      (el, /** @type {[string, string | null, number]} */ [attr, old, ms]) =>
        new Promise((done) => {
          if (el.getAttribute(attr) !== old) return done(true);
          const observer = new MutationObserver(() => {
            if (el.getAttribute(attr) === old) return;
            observer.disconnect();
            done(true);
          });
          observer.observe(el, { attributes: true, attributeFilter: [attr] });
          setTimeout(() => {
            observer.disconnect();
            done(false);
          }, ms);
        }),
      /** @type {[string, string | null, number]} */ ([name, from, timeout]),
    )
    .catch(() => {});
  return locator.getAttribute(name);
}

/** APG Accordion: the details sections. */
export async function accordionWalk(/** @type {Page} */ page) {
  const check = 'keyboard: accordion (details sections)';
  const headers = page.locator(
    'h2 > button[aria-expanded], h3 > button[aria-expanded], h4 > button[aria-expanded]',
  );
  if ((await headers.count()) === 0) return skip(check, 'no accordion on this page');
  const details = [];
  const first = headers.first();
  if (!(await first.getAttribute('aria-controls')))
    details.push('the header button has no aria-controls');
  await first.focus();
  const before = await first.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  // The details area hydrates as the shopper reaches it: an Enter that lands before its code is
  // replayed once it has hydrated (lazy/whenNear.ts), so the section toggles a moment later.
  const afterEnter = await attributeChange(first, 'aria-expanded', before);
  if (afterEnter === before) details.push('Enter did not toggle the section');
  await page.keyboard.press('Space');
  if ((await attributeChange(first, 'aria-expanded', afterEnter)) !== before)
    details.push('Space did not toggle it back');
  if ((await headers.count()) > 1) {
    await page.keyboard.press('ArrowDown');
    const moved = await headers.nth(1).evaluate((el) => el === document.activeElement);
    if (!moved) details.push('ArrowDown did not move to the next header');
  }
  return result(check, details);
}

/**
 * APG Modal Dialog: open with the trigger, focus inside, Tab wraps, Escape closes, focus returns.
 * @param {Page} page
 * @param {{ open: (page: Page) => Promise<Locator | null>, name: string }} dialog
 * @returns {Promise<Check>}
 */
export async function dialogWalk(page, { open, name }) {
  const check = `keyboard: dialog (${name})`;
  const trigger = await open(page);
  if (!trigger) return skip(check, `no trigger for the ${name} on this page`);
  const details = [];
  const dialog = page.getByRole('dialog').first();
  try {
    await dialog.waitFor({ state: 'visible', timeout: 5000 });
  } catch {
    return result(check, [`the ${name} did not open`]);
  }
  if ((await dialog.getAttribute('aria-modal')) !== 'true')
    details.push('aria-modal is not "true"');
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  // Focus moves in a moment after the dialog is drawn, and back a moment after it is gone.
  await focusSettles(page, dialog, 'inside', 3_000);
  if (!(await inside()))
    details.push(`focus did not move into the dialog (on ${await focusedLabel(page)})`);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    if (!(await inside())) {
      details.push(`Tab left the dialog (to ${await focusedLabel(page)})`);
      break;
    }
  }
  await page.keyboard.press('Shift+Tab');
  if (!(await inside())) details.push('Shift+Tab left the dialog');
  await page.keyboard.press('Escape');
  try {
    await dialog.waitFor({ state: 'hidden', timeout: 3000 });
  } catch {
    details.push('Escape did not close the dialog');
  }
  await focusSettles(page, trigger, 'on', 3_000);
  const returned = await trigger.evaluate((el) => el === document.activeElement);
  if (!returned)
    details.push(`focus did not return to the trigger (on ${await focusedLabel(page)})`);
  return result(check, details);
}

/** APG Breadcrumb. */
export async function breadcrumbWalk(/** @type {Page} */ page) {
  const check = 'breadcrumb';
  const nav = page.getByRole('navigation', { name: /breadcrumb/i });
  if ((await nav.count()) === 0) return skip(check, 'no breadcrumb on this page');
  const details = [];
  if ((await nav.locator('ol').count()) === 0) details.push('no ordered list');
  const current = nav.locator('[aria-current="page"]');
  if ((await current.count()) !== 1)
    details.push(`${await current.count()} items with aria-current="page"`);
  else {
    const isLast = await current.evaluate((el) => {
      const items = el.closest('ol')?.querySelectorAll('li');
      return !!items && Boolean(items[items.length - 1]?.contains(el));
    });
    if (!isLast) details.push('aria-current="page" is not on the last item');
  }
  return result(check, details);
}

/**
 * The toast viewport is a labelled region reached with F8 (Radix Toast).
 * @param {Page} page
 * @param {{ addToCart: (page: Page) => Promise<boolean> }} flows
 * @returns {Promise<Check>}
 */
export async function toastF8Walk(page, { addToCart }) {
  const check = 'keyboard: toast (F8)';
  const details = [];
  if (!(await addToCart(page))) return skip(check, 'no add to cart on this page');
  const status = page
    .getByRole('status')
    .filter({ hasText: /added to cart/i })
    .first();
  try {
    await status.waitFor({ state: 'visible', timeout: 8000 });
  } catch {
    return result(check, ['no toast appeared after add to cart']);
  }
  await page.keyboard.press('F8');
  const region = await page.evaluate(() => {
    const el = document.activeElement;
    const region =
      el?.closest('[role="region"]') ?? (el?.getAttribute('role') === 'region' ? el : null);
    return region ? (region.getAttribute('aria-label') ?? '') : null;
  });
  if (region === null)
    details.push(`F8 did not move focus to the toast region (on ${await focusedLabel(page)})`);
  else if (!region) details.push('the toast region has no label');
  return result(check, details);
}

/**
 * Is the text inside a live region (role status/alert/log or aria-live other than off)?
 * @param {Page} page
 * @param {string} text
 */
export function liveRegionOf(page, text) {
  return page.evaluate((needle) => {
    const live =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(needle)) {
        const region = node.parentElement?.closest(live);
        if (region) return region.outerHTML.slice(0, 160);
      }
    }
    return null;
  }, text);
}

/**
 * Waits until `text` is in a live region; the check fails if it never is.
 * @param {Page} page
 * @param {string} check
 * @param {(page: Page) => Promise<boolean>} act
 * @param {string} text
 * @returns {Promise<Check>}
 */
export async function liveRegionCheck(page, check, act, text) {
  if (!(await act(page))) return skip(check, 'the control is not on this page');
  const until = Date.now() + 6000;
  let region = null;
  while (!region && Date.now() < until) {
    region = await liveRegionOf(page, text);
    if (!region) await page.waitForTimeout(150);
  }
  return region
    ? result(check, [], { info: `"${text}" announced from ${region}` })
    : result(check, [`"${text}" did not land in a live region`]);
}

/**
 * A field error (shown on blur) is tied to its field: aria-invalid and aria-describedby naming the
 * error (a11y contract "Forms": field errors are read with the field, not announced live).
 * @param {Page} page
 * @param {string} check
 * @param {(page: Page) => Promise<Locator | null>} act
 * @returns {Promise<Check>}
 */
export async function fieldErrorCheck(page, check, act) {
  const field = await act(page);
  if (!field) return skip(check, 'the form is not on this page');
  const details = [];
  const tie = await field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return { invalid: el.getAttribute('aria-invalid'), text };
  });
  if (tie.invalid !== 'true') details.push('the field is not aria-invalid');
  if (!/valid format|required|letters/i.test(tie.text)) {
    details.push(`the error is not in the field's description ("${tie.text.slice(0, 80)}")`);
  }
  return result(check, details, { info: `described by: ${tie.text.slice(0, 100)}` });
}

/**
 * In forced-colors mode the chosen chip still differs from the others and focus draws an outline.
 * @param {Page} page
 * @returns {Promise<Check>}
 */
export async function forcedColorsCheck(page) {
  const check = 'forced colors: selection and focus visible';
  const group = page.getByRole('radiogroup').first();
  if ((await group.count()) === 0) return skip(check, 'no radio group on this page');
  const details = [];
  const radios = group.getByRole('radio');
  await radios.nth(0).click();
  const look = (/** @type {number} */ i) =>
    radios.nth(i).evaluate((el) => {
      const s = getComputedStyle(el);
      return [
        s.borderTopWidth,
        s.borderTopStyle,
        s.backgroundColor,
        s.color,
        s.fontWeight,
        s.outlineStyle,
        el.querySelectorAll('svg').length,
      ].join('|');
    });
  if ((await look(0)) === (await look(1))) details.push('the chosen chip looks like the others');
  await page.keyboard.press('ArrowRight');
  const outline = await radios.nth(1).evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
  if (outline.startsWith('none') || parseFloat(outline.split(' ')[1] ?? '0') < 1) {
    details.push(
      `the focused chip has no outline (${outline}); box-shadow rings vanish in forced colors`,
    );
  }
  return result(check, details);
}
