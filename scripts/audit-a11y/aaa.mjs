// @ts-check
// The audit's AAA measures (WCAG 2.2), each over one Playwright page, in the same shape as
// checks.mjs ({ check, ok, level: 'AAA', details, info?, pairs? }):
//
// - focusAppearance(page): 2.4.13 Focus Appearance. Every Tab stop is screenshotted focused and
//   unfocused; the pixels whose colours differ by 3:1 or more must cover at least the area of a
//   2 CSS px thick perimeter of the control.
// - targetSizeEnhanced(page): 2.5.5 Target Size (Enhanced). 44 × 44 CSS px, or one of the
//   criterion's exceptions, named: "inline" (a link in a sentence) or "equivalent" (another target
//   on the page with the same name and destination is 44 px).
// - textContrastEnhanced(page): 1.4.6 Contrast (Enhanced). Every visible text against its
//   background, from computed styles: 7:1, or 4.5:1 for large text; the pairs are listed.
// - layoutIntact(page, label) (layoutIntact.mjs): at 400 % zoom and in forced colours, nothing
//   overlaps and nothing is lost.
// - useTheme(page, theme) (theme.mjs): switches the page's theme before measuring.

import { tabFromTop, tabToNextStop } from './checks.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('./checks.mjs').Check} Check
 * @typedef {[number, number, number, number?]} Colour  r, g, b (0-255) and alpha (0-1)
 */

/**
 * @param {string} check
 * @param {string[]} details
 * @param {Partial<Check>} [extra]
 * @returns {Check}
 */
export const result = (check, details, extra = {}) => ({
  check,
  ok: details.length === 0,
  level: 'AAA',
  details,
  ...extra,
});

/** WCAG relative luminance of [r, g, b] (0-255). */
function luminance(/** @type {Colour} */ [r, g, b]) {
  const c = (/** @type {number} */ v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

/**
 * The contrast ratio of two colours (1 to 21).
 * @param {Colour} a
 * @param {Colour} b
 */
export function contrast(a, b) {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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

/**
 * 2.5.5 Target Size (Enhanced): 44 × 44 CSS px, or a named exception.
 * @param {Page} page
 * @returns {Promise<Check>}
 */
export async function targetSizeEnhanced(page) {
  const check = 'target size enhanced (2.5.5)';
  const targets = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="spinbutton"], [role="tab"]';
    const visible = (/** @type {Element} */ el) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 0 && r.height > 0;
    };
    // Any control, read as an input: its labels are part of its target.
    return Array.from(document.querySelectorAll(/** @type {'input'} */ (selector)))
      .filter((el) => visible(el) && !el.matches(':disabled'))
      .map((el) => {
        const boxes = [el, ...Array.from(el.labels ?? [])]
          .map((n) => n.getBoundingClientRect())
          .filter((b) => b.width > 1 && b.height > 1);
        const width =
          Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
        const height =
          Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
        const name = (
          el.getAttribute('aria-label') ||
          el.labels?.[0]?.textContent ||
          el.textContent ||
          ''
        )
          .replace(/\s+/g, ' ')
          .trim();
        // Inline: a link inside a run of text (its block says more than the link alone).
        const block = el.closest('p, li, dd, td, label, span');
        const inline =
          el.tagName === 'A' &&
          getComputedStyle(el).display === 'inline' &&
          !!block &&
          (block.textContent ?? '').replace(/\s+/g, ' ').trim().length > name.length;
        return {
          label: `${el.tagName.toLowerCase()} "${name.slice(0, 50)}"`,
          key: `${name}|${el.getAttribute('href') ?? ''}`,
          width,
          height,
          inline,
        };
      });
  });
  const large = new Set(
    targets.filter((t) => t.width >= 43.5 && t.height >= 43.5).map((t) => t.key),
  );
  /** @type {string[]} */
  const details = [];
  /** @type {string[]} */
  const excepted = [];
  for (const t of targets) {
    if (t.width >= 43.5 && t.height >= 43.5) continue;
    if (t.inline) excepted.push(`${t.label} (inline)`);
    else if (large.has(t.key)) excepted.push(`${t.label} (equivalent)`);
    else
      details.push(`${t.label} is ${Math.round(t.width)}×${Math.round(t.height)} px (needs 44×44)`);
  }
  return result(check, details, {
    info: `${targets.length} targets; exceptions: ${excepted.join('; ') || 'none'}`,
  });
}

/**
 * 1.4.6 Contrast (Enhanced): every visible text and its background, from computed styles.
 * @param {Page} page
 * @param {string} label
 * @returns {Promise<Check>}
 */
export async function textContrastEnhanced(page, label) {
  const check = `text contrast enhanced (1.4.6, ${label})`;
  const texts = await page.evaluate(() => {
    /** @typedef {[number, number, number, number]} Rgba */
    /** @returns {Rgba | null} */
    const rgba = (/** @type {string} */ value) => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = '1'] = (m[1] ?? '').split(/[ ,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    /** @returns {Rgba} */
    const over = (/** @type {Rgba} */ top, /** @type {Rgba} */ bottom) => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    /** @returns {{ image: true, colour?: undefined } | { image?: undefined, colour: Rgba }} */
    const background = (/** @type {Element} */ el) => {
      /** @type {Rgba[]} */
      const layers = [];
      for (let node = /** @type {Element | null} */ (el); node; node = node.parentElement) {
        const s = getComputedStyle(node);
        if (s.backgroundImage !== 'none' && !s.backgroundImage.startsWith('url('))
          return { image: true };
        const c = rgba(s.backgroundColor);
        if (c && c[3] > 0) {
          layers.push(c);
          if (c[3] >= 1) break;
        }
      }
      /** @type {Rgba} */
      let colour = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return { colour };
    };
    /** @type {{ text: string, fg: Rgba, bg: Rgba, large: boolean }[]} */
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim()) continue;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, svg, [aria-hidden="true"] svg')) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden (screen-reader only) text
      // Text of an inactive control is exempt (1.4.6 "Incidental").
      if (el.closest(':disabled, [aria-disabled="true"]')) continue;
      const bg = background(el);
      if (!bg.colour) continue;
      const fg = rgba(s.color);
      if (!fg) continue;
      const size = parseFloat(s.fontSize);
      const bold = Number(s.fontWeight) >= 700;
      out.push({
        text: text.replace(/\s+/g, ' ').trim().slice(0, 40),
        fg: over(fg, bg.colour),
        bg: bg.colour,
        large: size >= 24 || (bold && size >= 18.66),
      });
    }
    return out;
  });
  const hex = (/** @type {number[]} */ c) =>
    `#${c
      .slice(0, 3)
      .map((v) => Math.round(v).toString(16).padStart(2, '0'))
      .join('')}`;
  const pairs = new Map();
  for (const t of texts) {
    const key = `${hex(t.fg)} on ${hex(t.bg)}${t.large ? ' (large)' : ''}`;
    const row = pairs.get(key) ?? {
      pair: key,
      ratio: Math.round(contrast(t.fg, t.bg) * 100) / 100,
      needs: t.large ? 4.5 : 7,
      count: 0,
      example: t.text,
    };
    row.count += 1;
    pairs.set(key, row);
  }
  const list = [...pairs.values()].sort((a, b) => a.ratio - b.ratio);
  const details = list
    .filter((p) => p.ratio < p.needs)
    .map(
      (p) => `${p.pair}: ${p.ratio}:1 (needs ${p.needs}:1), ${p.count} texts, e.g. "${p.example}"`,
    );
  return result(check, details, {
    pairs: list,
    info: `${texts.length} texts in ${list.length} colour pairs: ${list.map((p) => `${p.pair} ${p.ratio}:1`).join('; ')}`,
  });
}
