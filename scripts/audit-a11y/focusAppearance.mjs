// @ts-check
// 2.4.13 Focus Appearance (WCAG 2.2 AAA), over one Playwright page, in the shape of checks.mjs:
// every Tab stop is screenshotted focused and unfocused; the pixels whose colours differ by 3:1 or
// more must cover at least the area of a 2 CSS px thick perimeter of the control. A stop that
// cannot be screenshotted is reported as not measured, with why.

import { tabFromTop, tabToNextStop } from './checks.mjs';
import { result } from './aaa.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('./checks.mjs').Check} Check
 */

/**
 * Describes the focused control and its box (with its labels), or null when nothing is focused.
 * A focused control with nothing to screenshot (no box of its own nor a label's) has `box: null`
 * and says why in `unmeasured`.
 */
function focusedBox() {
  const el = /** @type {HTMLInputElement | null} */ (document.activeElement);
  if (!el || el === document.body || el === document.documentElement) return null;
  // The control itself; a visually hidden native radio or checkbox is drawn by its label.
  const own = el.getBoundingClientRect();
  const hidden = own.width <= 1 || own.height <= 1 || Number(getComputedStyle(el).opacity) === 0;
  const boxes = (hidden ? Array.from(el.labels ?? []) : [el])
    .map((node) => node.getBoundingClientRect())
    .filter((b) => b.width > 1 && b.height > 1);
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.right));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const name = (
    el.getAttribute('aria-label') ||
    el.labels?.[0]?.textContent ||
    el.textContent ||
    el.getAttribute('name') ||
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50);
  if (!el.dataset.auditFocus)
    el.dataset.auditFocus = String(document.querySelectorAll('[data-audit-focus]').length + 1);
  const label = `${el.tagName.toLowerCase()} "${name}"`;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  if (boxes.length === 0) {
    const why = hidden
      ? `it is ${Math.round(own.width)}×${Math.round(own.height)} CSS px or transparent, and no label of it shows`
      : 'it has no box';
    return { key: el.dataset.auditFocus, label, unmeasured: why, viewport };
  }
  return {
    key: el.dataset.auditFocus,
    label,
    unmeasured: null,
    left,
    top,
    width: right - left,
    height: bottom - top,
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}

/** Counts the pixels of two same-sized PNGs (base64) whose colours contrast 3:1 or more. */
function changedPixels(/** @type {{ a: string, b: string }} */ { a, b }) {
  const decode = async (/** @type {string} */ base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d'));
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  /** The pixel's channels (0-255, as the image's data gives them). */
  const lum = (/** @type {number} */ r, /** @type {number} */ g, /** @type {number} */ b) => {
    const c = (/** @type {number} */ v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  return Promise.all([decode(a), decode(b)]).then(([x, y]) => {
    let changed = 0;
    const n = Math.min(x.data.length, y.data.length);
    for (let i = 0; i < n; i += 4) {
      if (
        x.data[i] === y.data[i] &&
        x.data[i + 1] === y.data[i + 1] &&
        x.data[i + 2] === y.data[i + 2]
      )
        continue;
      const [p, q] = [x.data, y.data];
      const l1 = lum(p[i] ?? 0, p[i + 1] ?? 0, p[i + 2] ?? 0);
      const l2 = lum(q[i] ?? 0, q[i + 1] ?? 0, q[i + 2] ?? 0);
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio >= 3) changed += 1;
    }
    return changed;
  });
}

/**
 * 2.4.13 Focus Appearance: Tab through the page; at each stop the control's surroundings (8 CSS px
 * around it) are screenshotted focused, then with focus taken away; the pixels that changed by
 * 3:1 or more must cover a 2 CSS px perimeter of the control (4 × (width + height) − 16 CSS px²).
 * @param {Page} page
 * @param {{ maxSteps?: number, scale?: number }} [options]
 * @returns {Promise<Check>}
 */
export async function focusAppearance(page, { maxSteps = 80, scale = 1 } = {}) {
  const check = 'focus appearance (2.4.13)';
  await tabFromTop(page);
  /** @type {string[]} */
  const details = [];
  /** @type {string[]} */
  const measured = [];
  const seen = new Set();
  let last = 'the page';
  for (let i = 0; i < maxSteps; i += 1) {
    // A control of several parts (a date input) is one stop: Tab on until focus leaves it.
    if (i > 0 && !(await tabToNextStop(page))) {
      details.push(`focus stays on ${last} however often Tab is pressed`);
      break;
    }
    // What focus changes may be a transition, if only of 0.01 ms (the design system's reduced
    // motion): the skip link's slide into view is at its start in the task Tab ran in.
    await page.evaluate(() =>
      Promise.all(
        (document.activeElement?.getAnimations() ?? []).map((a) => a.finished.catch(() => {})),
      ),
    );
    const found = await page.evaluate(focusedBox);
    // Focus on the page itself (after the last control, before Tab wraps) is not a stop.
    if (!found) continue;
    if (seen.has(found.key)) break;
    seen.add(found.key);
    last = found.label;
    // A stop that cannot be measured is reported with its reason, never passed over in silence.
    const notMeasured = (/** @type {string} */ why) =>
      details.push(`${found.label}: not measured: ${why}`);
    if (found.unmeasured !== null) {
      notMeasured(found.unmeasured);
      continue;
    }
    let box = found;
    const margin = 8;
    // The browser scrolls a focused control into view by its own box: at the window's edge its
    // ring (drawn outside it) may be cut off by the window. Scroll it and its surroundings in.
    const below = box.top + box.height + margin - box.viewport.height;
    const dy = box.top - margin < 0 ? box.top - margin : Math.max(0, below);
    if (dy !== 0 && box.height + 2 * margin <= box.viewport.height) {
      await page.evaluate((y) => window.scrollBy(0, y), dy);
      const again = await page.evaluate(focusedBox);
      if (!again || again.key !== found.key) {
        notMeasured('focus left it when the page scrolled it into view');
        continue;
      }
      if (again.unmeasured !== null) {
        notMeasured(`${again.unmeasured} once scrolled into view`);
        continue;
      }
      box = again;
    }
    const x = Math.max(0, box.left - margin);
    const y = Math.max(0, box.top - margin);
    const clip = {
      x,
      y,
      width: Math.min(box.viewport.width, box.left + box.width + margin) - x,
      height: Math.min(box.viewport.height, box.top + box.height + margin) - y,
    };
    if (clip.width < 2 || clip.height < 2) {
      notMeasured(
        `its box (${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.width)}×${Math.round(box.height)} CSS px) is outside the ${box.viewport.width}×${box.viewport.height} window`,
      );
      continue;
    }
    const shot = () =>
      page
        .screenshot({ clip, animations: 'disabled', caret: 'hide' })
        .then((b) => b.toString('base64'));
    const focused = await shot();
    await page.evaluate(() => {
      const el = /** @type {HTMLElement | null} */ (document.activeElement);
      Reflect.set(window, '__auditRefocus', el);
      el?.blur?.();
    });
    const unfocused = await shot();
    await page.evaluate(() =>
      Reflect.get(window, '__auditRefocus')?.focus({ preventScroll: true }),
    );
    const pixels = await page.evaluate(changedPixels, { a: focused, b: unfocused });
    const area = pixels / (scale * scale);
    const needed = Math.max(4 * (box.width + box.height) - 16, 4);
    measured.push(`${box.label}: ${Math.round(area)} of ${Math.round(needed)} CSS px²`);
    if (area < needed) {
      details.push(
        `${box.label}: the focus indicator changes ${Math.round(area)} CSS px² by 3:1 or more (needs ${Math.round(needed)}, a 2 CSS px perimeter of ${Math.round(box.width)}×${Math.round(box.height)})`,
      );
    }
  }
  const skipped = details.filter((d) => d.includes(': not measured: ')).length;
  const notMeasured = skipped > 0 ? ` (${skipped} not measured)` : '';
  return result(check, details, {
    info: `${measured.length} tab stops${notMeasured}: ${measured.join('; ')}`,
  });
}
