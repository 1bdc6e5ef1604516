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
// - layoutIntact(page, label): at 400 % zoom and in forced colours, nothing overlaps (the boxes of
//   visible text and controls) and nothing is lost (no text cut off by a clipping ancestor or off
//   the left edge).
// - useTheme(page, 'highContrast'): switches the page to the design system's other theme, as the
//   stories do: the theme class on <body> is swapped (the page ships both themes' variables), and
//   waits until the new theme shows (see themeApplied).

const result = (check, details, extra = {}) => ({
  check,
  ok: details.length === 0,
  level: 'AAA',
  details,
  ...extra,
});

/** WCAG relative luminance of [r, g, b] (0-255). */
function luminance([r, g, b]) {
  const c = (v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Swaps the page's theme class on <body> for the other theme's: the one stylesheet rule with a
 * single class that sets the same custom properties as the current theme's. Returns the class, or
 * null when the page has no second theme.
 */
export async function useTheme(page, theme) {
  if (theme === 'brand') return null;
  // After hydration: React would otherwise put the server's theme class back on <body>.
  await page
    .waitForFunction(
      () => window.__hydrated === true || !document.querySelector('script[type="module"]'),
      null,
      { timeout: 30_000 },
    )
    .catch(() => {});
  const swapped = await page.evaluate(() => {
    const rules = [];
    const collect = (list) => {
      for (const rule of list) {
        if (rule.cssRules && !rule.selectorText) collect(rule.cssRules);
        else if (rule.selectorText && /^\.[\w-]+$/.test(rule.selectorText)) rules.push(rule);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules);
      } catch {
        // a cross-origin sheet: not the page's own
      }
    }
    const custom = (rule) =>
      Array.from(rule.style)
        .filter((p) => p.startsWith('--'))
        .sort()
        .join(' ');
    const current = rules.find(
      (r) => document.body.classList.contains(r.selectorText.slice(1)) && custom(r).length > 0,
    );
    if (!current) return null;
    const other = rules.find(
      (r) =>
        r !== current && r.selectorText !== current.selectorText && custom(r) === custom(current),
    );
    if (!other) return null;
    document.body.classList.remove(current.selectorText.slice(1));
    document.body.classList.add(other.selectorText.slice(1));
    return other.selectorText.slice(1);
  });
  if (swapped) await page.evaluate(themeApplied);
  return swapped;
}

/**
 * Resolves once a theme just switched shows in computed styles. Swapping the class does not change
 * computed colours at once where a transition runs: the reduced-motion reset gives every element a
 * 0.01 ms transition of all properties, so until the next animation frame each colour still reads
 * as the old theme's. Measuring then would measure the old theme (1.4.6 listed the brand's green
 * and red in the high-contrast theme). So: recalculate styles (which starts those transitions),
 * then wait for every CSS transition to finish (at most 5 s) and for two more frames.
 */
export async function themeApplied() {
  void getComputedStyle(document.body).color;
  const frame = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => resolve());
      setTimeout(resolve, 500); // a page in the background gets no frames
    });
  const transitions = document
    .getAnimations()
    .filter((a) => typeof CSSTransition !== 'undefined' && a instanceof CSSTransition);
  await Promise.race([
    Promise.all(transitions.map((a) => a.finished.catch(() => {}))),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ]);
  await frame();
  await frame();
}

/** Describes the focused control and its box (with its labels), or null. */
function focusedBox() {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  // The control itself; a visually hidden native radio or checkbox is drawn by its label.
  const own = el.getBoundingClientRect();
  const hidden = own.width <= 1 || own.height <= 1 || Number(getComputedStyle(el).opacity) === 0;
  const boxes = (hidden ? Array.from(el.labels ?? []) : [el])
    .map((node) => node.getBoundingClientRect())
    .filter((b) => b.width > 1 && b.height > 1);
  if (boxes.length === 0) return null;
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
  return {
    key: el.dataset.auditFocus,
    label: `${el.tagName.toLowerCase()} "${name}"`,
    left,
    top,
    width: right - left,
    height: bottom - top,
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}

/** Counts the pixels of two same-sized PNGs (base64) whose colours contrast 3:1 or more. */
function changedPixels({ a, b }) {
  const decode = async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const lum = (r, g, b) => {
    const c = (v) => {
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
      const l1 = lum(x.data[i], x.data[i + 1], x.data[i + 2]);
      const l2 = lum(y.data[i], y.data[i + 1], y.data[i + 2]);
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
 */
export async function focusAppearance(page, { maxSteps = 80, scale = 1 } = {}) {
  const check = 'focus appearance (2.4.13)';
  await page.evaluate(() => {
    document.activeElement?.blur?.();
    window.scrollTo(0, 0);
  });
  const details = [];
  const measured = [];
  const seen = new Set();
  for (let i = 0; i < maxSteps; i += 1) {
    await page.keyboard.press('Tab');
    let box = await page.evaluate(focusedBox);
    if (!box) continue;
    if (seen.has(box.key)) break;
    seen.add(box.key);
    const margin = 8;
    // The browser scrolls a focused control into view by its own box: at the window's edge its
    // ring (drawn outside it) may be cut off by the window. Scroll it and its surroundings in.
    const below = box.top + box.height + margin - box.viewport.height;
    const dy = box.top - margin < 0 ? box.top - margin : Math.max(0, below);
    if (dy !== 0 && box.height + 2 * margin <= box.viewport.height) {
      await page.evaluate((y) => window.scrollBy(0, y), dy);
      box = await page.evaluate(focusedBox);
    }
    const clip = {
      x: Math.max(0, box.left - margin),
      y: Math.max(0, box.top - margin),
    };
    clip.width = Math.min(box.viewport.width, box.left + box.width + margin) - clip.x;
    clip.height = Math.min(box.viewport.height, box.top + box.height + margin) - clip.y;
    if (clip.width < 2 || clip.height < 2) continue;
    const shot = () =>
      page
        .screenshot({ clip, animations: 'disabled', caret: 'hide' })
        .then((b) => b.toString('base64'));
    const focused = await shot();
    await page.evaluate(() => {
      const el = document.activeElement;
      window.__auditRefocus = el;
      el?.blur?.();
    });
    const unfocused = await shot();
    await page.evaluate(() => window.__auditRefocus?.focus({ preventScroll: true }));
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
  return result(check, details, { info: `${measured.length} tab stops: ${measured.join('; ')}` });
}

/** 2.5.5 Target Size (Enhanced): 44 × 44 CSS px, or a named exception. */
export async function targetSizeEnhanced(page) {
  const check = 'target size enhanced (2.5.5)';
  const targets = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="spinbutton"], [role="tab"]';
    const visible = (el) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 0 && r.height > 0;
    };
    return Array.from(document.querySelectorAll(selector))
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
          block.textContent.replace(/\s+/g, ' ').trim().length > name.length;
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
  const details = [];
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

/** 1.4.6 Contrast (Enhanced): every visible text and its background, from computed styles. */
export async function textContrastEnhanced(page, label) {
  const check = `text contrast enhanced (1.4.6, ${label})`;
  const texts = await page.evaluate(() => {
    const rgba = (value) => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = '1'] = m[1].split(/[ ,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const over = (top, bottom) => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const background = (el) => {
      const layers = [];
      for (let node = el; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        if (s.backgroundImage !== 'none' && !s.backgroundImage.startsWith('url('))
          return { image: true };
        const c = rgba(s.backgroundColor);
        if (c && c[3] > 0) {
          layers.push(c);
          if (c[3] >= 1) break;
        }
      }
      let colour = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return { colour };
    };
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, svg, [aria-hidden="true"] svg')) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden (screen-reader only) text
      // Text of an inactive control is exempt (1.4.6 "Incidental").
      if (el.closest(':disabled, [aria-disabled="true"]')) continue;
      const bg = background(el);
      if (bg.image) continue;
      const fg = rgba(s.color);
      if (!fg) continue;
      const size = parseFloat(s.fontSize);
      const bold = Number(s.fontWeight) >= 700;
      out.push({
        text: node.textContent.replace(/\s+/g, ' ').trim().slice(0, 40),
        fg: over(fg, bg.colour),
        bg: bg.colour,
        large: size >= 24 || (bold && size >= 18.66),
      });
    }
    return out;
  });
  const hex = (c) =>
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

/**
 * Nothing overlaps and nothing is lost: the boxes of visible text runs and controls do not cover
 * each other (unless one holds the other), and no text is cut off by an ancestor that clips it or
 * pushed off the left edge.
 */
export async function layoutIntact(page, label) {
  const check = `nothing overlaps or is lost (${label})`;
  const found = await page.evaluate(() => {
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="spinbutton"], [role="checkbox"]';
    const shown = (el) => {
      for (let node = el; node; node = node.parentElement) {
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
    const describe = (el, text) =>
      `${el.tagName.toLowerCase()} "${(text ?? el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`;
    const items = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript') || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // One box a line: a run that wraps is not one rectangle over its neighbours.
      for (const r of range.getClientRects()) {
        if (r.width <= 1 || r.height <= 1) continue;
        items.push({ el, box: r, label: describe(el, node.textContent), text: true });
      }
    }
    for (const el of document.querySelectorAll(controls)) {
      if (!shown(el)) continue;
      for (const r of el.getClientRects()) {
        if (r.width <= 1 || r.height <= 1) continue;
        items.push({ el, box: r, label: describe(el) });
      }
    }
    const overlaps = [];
    for (let i = 0; i < items.length; i += 1) {
      for (let j = i + 1; j < items.length; j += 1) {
        const a = items[i];
        const b = items[j];
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
    const lost = [];
    for (const item of items.filter((it) => it.text)) {
      if (item.box.right < 0 || item.box.left < -1) {
        lost.push(`${item.label} is off the left edge`);
        continue;
      }
      for (let node = item.el; node && node !== document.body; node = node.parentElement) {
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
