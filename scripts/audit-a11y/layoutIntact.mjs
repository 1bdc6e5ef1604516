// @ts-check
// layoutIntact(page, label): the AAA layout measure (aaa.mjs's shape): at 400 % zoom and in
// forced colours, nothing overlaps (the boxes of visible text and controls) and nothing is lost
// (no text cut off by a clipping ancestor or off the left edge).
import { result } from './aaa.mjs';

/**
 * Nothing overlaps and nothing is lost: the boxes of visible text runs and controls do not cover
 * each other (unless one holds the other), and no text is cut off by an ancestor that clips it or
 * pushed off the left edge.
 * @param {import('playwright-core').Page} page
 * @param {string} label
 * @returns {Promise<import('./checks.mjs').Check>}
 */
export async function layoutIntact(page, label) {
  const check = `nothing overlaps or is lost (${label})`;
  const found = await page.evaluate(() => {
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="spinbutton"], [role="checkbox"]';
    const shown = (/** @type {Element} */ el) => {
      for (let node = /** @type {Element | null} */ (el); node; node = node.parentElement) {
        const s = getComputedStyle(node);
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0)
          return false;
        if (s.position === 'fixed' || s.position === 'sticky') return false;
        // Visually hidden (screen-reader only) text: clipped to a pixel.
        const r = node.getBoundingClientRect();
        if (s.display !== 'contents' && s.overflow === 'hidden' && (r.width <= 1 || r.height <= 1))
          return false;
        if (s.position === 'absolute' && s.clip !== 'auto') return false;
      }
      return !el.closest('[aria-hidden="true"], [inert]');
    };
    /** @param {Element} el @param {string | null} [text] */
    const describe = (el, text) =>
      `${el.tagName.toLowerCase()} "${(text ?? el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`;
    /** Controls read as inputs: their labels are part of them. */
    /** @type {{ el: HTMLInputElement, box: DOMRect, label: string, text?: boolean }[]} */
    const items = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const el = /** @type {HTMLInputElement | null} */ (node.parentElement);
      if (!el || el.closest('script, style, noscript') || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // One box a line: a run that wraps is not one rectangle over its neighbours.
      for (const r of range.getClientRects()) {
        if (r.width <= 1 || r.height <= 1) continue;
        items.push({ el, box: r, label: describe(el, node.textContent), text: true });
      }
    }
    for (const el of document.querySelectorAll(/** @type {'input'} */ (controls))) {
      if (!shown(el)) continue;
      for (const r of el.getClientRects()) {
        if (r.width <= 1 || r.height <= 1) continue;
        items.push({ el, box: r, label: describe(el) });
      }
    }
    /** @type {string[]} */
    const overlaps = [];
    for (let i = 0; i < items.length; i += 1) {
      for (let j = i + 1; j < items.length; j += 1) {
        const a = /** @type {(typeof items)[number]} */ (items[i]);
        const b = /** @type {(typeof items)[number]} */ (items[j]);
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // A control and its own label (a chip's visible label over its native radio).
        if (a.el.labels && Array.from(a.el.labels).some((l) => l.contains(b.el))) continue;
        if (b.el.labels && Array.from(b.el.labels).some((l) => l.contains(a.el))) continue;
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 2 && h > 2)
          overlaps.push(`${a.label} overlaps ${b.label} (${Math.round(w)}×${Math.round(h)} px)`);
      }
    }
    /** @type {string[]} */
    const lost = [];
    for (const item of items.filter((it) => it.text)) {
      if (item.box.right < 0 || item.box.left < -1) {
        lost.push(`${item.label} is off the left edge`);
        continue;
      }
      for (
        let node = /** @type {HTMLElement | null} */ (item.el);
        node && node !== document.body;
        node = node.parentElement
      ) {
        const s = getComputedStyle(node);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        if (/auto|scroll/.test(s.overflowX + s.overflowY)) break; // reachable by scrolling
        const c = node.getBoundingClientRect();
        if (c.width <= 1 || c.height <= 1) break; // a visually hidden wrapper
        if (
          item.box.left < c.left - 1 ||
          item.box.right > c.right + 1 ||
          item.box.top < c.top - 1 ||
          item.box.bottom > c.bottom + 1
        ) {
          lost.push(`${item.label} is cut off by ${describe(node)}`);
          break;
        }
      }
    }
    return {
      count: items.length,
      overlaps: [...new Set(overlaps)].slice(0, 20),
      lost: [...new Set(lost)].slice(0, 20),
    };
  });
  // An AA concern (1.4.4, 1.4.10 at 400 % zoom; forced colours keep content usable): it fails the audit.
  return result(check, [...found.overlaps, ...found.lost], {
    level: 'AA',
    info: `${found.count} text runs and controls compared`,
  });
}
