// @ts-check
// The audit's AAA measures (WCAG 2.2), each over one Playwright page, in the same shape as
// checks.mjs ({ check, ok, level: 'AAA', details, info?, pairs? }):
//
// - focusAppearance(page) (focusAppearance.mjs): 2.4.13 Focus Appearance.
// - targetSizeEnhanced(page): 2.5.5 Target Size (Enhanced). 44 × 44 CSS px, or one of the
//   criterion's exceptions, named: "inline" (a link in a sentence) or "equivalent" (another target
//   on the page with the same name and destination is 44 px).
// - textContrastEnhanced(page): 1.4.6 Contrast (Enhanced). Every visible text against its
//   background, from computed styles: 7:1, or 4.5:1 for large text; the pairs are listed.
// - layoutIntact(page, label) (layoutIntact.mjs): at 400 % zoom and in forced colours, nothing
//   overlaps and nothing is lost.
// - useTheme(page, theme) (theme.mjs): switches the page's theme before measuring.

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
