// @ts-check
// The audit's checks, each over one Playwright page; importable by tests (audit.test.ts) and used by
// scripts/audit-a11y.mjs. Every check returns { check, ok, skipped?, details: string[], nodes? }.
//
// - axe(page): axe-core with the WCAG 2.0/2.1/2.2 A and AA tags and target-size on.
// - tabWalk(page): every interactive element reachable by Tab, in visual order, each with a
//   measured focus indicator (outline or box-shadow on it or its focus-within wrapper).
// - targetSizes(page): targets of 24 px at least; 44 px for amount chips and stepper buttons.
// - reflow(page), dialogFits(page): in reflow.mjs; htmlCodeSniffer(page): in htmlCodeSniffer.mjs.
// - keyboard walks of the APG contracts and live-region checks: in walks.mjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ target: string, html: string, summary: string }} ViolationNode
 * @typedef {{ id: string, impact?: string | null, help: string, helpUrl: string, nodes: ViolationNode[] }} Violation
 * One check's result: `criteria` tells the conformance report which success criteria it covers
 * and which it failed; `level` is the WCAG level it measures (AAA measures); `pairs`, the colour
 * pairs a contrast measure found.
 * @typedef {{
 *   check: string,
 *   ok: boolean,
 *   details: string[],
 *   skipped?: boolean,
 *   info?: string,
 *   level?: string,
 *   criteria?: { covers: 'all' | string[], failed: string[] },
 *   pairs?: unknown[],
 * }} Check
 * One audited target (a story, a page state, a product's walks): what axe found and the checks.
 * @typedef {{
 *   kind: string,
 *   target: string,
 *   url: string,
 *   violations: Violation[],
 *   checks: Check[],
 *   skipped?: string,
 *   axeRan?: boolean,
 * }} Entry
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core in the page; violations with their nodes' HTML and the help link.
 * @param {Page} page
 * @param {{ include?: string }} [options]
 * @returns {Promise<Violation[]>}
 */
export async function axe(page, { include } = {}) {
  // Once per document: a story switched in place keeps the axe its preview was given.
  if (!(await page.evaluate(() => Boolean(Reflect.get(window, 'axe')?.run))))
    await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(
    async ({ tags, include: scope }) => {
      const context = scope ? { include: [scope] } : document;
      /** @type {import('axe-core').AxeResults} */
      const r = await Reflect.get(window, 'axe').run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'target-size': { enabled: true } },
        resultTypes: ['violations'],
      });
      return {
        violations: r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({
            target: n.target.join(' '),
            html: n.html,
            summary: n.failureSummary ?? '',
          })),
        })),
        passes: r.passes?.length ?? 0,
      };
    },
    { tags: AXE_TAGS, include },
  );
  return result.violations;
}

/** Selector of everything a shopper can operate (some may be out of the tab order by design). */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="spinbutton"], [role="tab"], [contenteditable="true"]';

/**
 * Marks and describes every visible, enabled interactive element (in the page).
 * @param {Page} page
 */
async function interactiveElements(page) {
  return page.evaluate((/** @type {string} */ selector) => {
    /** @param {Element} el */
    const visible = (el) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 0 && r.height > 0;
    };
    /** @param {HTMLInputElement} el */
    const name = (el) =>
      (
        el.getAttribute('aria-label') ||
        el.labels?.[0]?.textContent ||
        el.textContent ||
        el.getAttribute('title') ||
        el.getAttribute('name') ||
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
    // Ids unique over the page's life: controls that appear after an earlier count (a strip
    // loaded once scrolled near) take new numbers, never one already given (the Tab walk would
    // take a repeated id for having come round to its first stop, and stop there).
    // Any control: read as an input, whose properties (labels, type, name) the others lack.
    return Array.from(document.querySelectorAll(/** @type {'input'} */ (selector)))
      .filter((el) => visible(el) && !el.matches(':disabled'))
      .map((el) => {
        if (!el.dataset.auditId) {
          const id = (Reflect.get(window, '__auditIds') ?? 0) + 1;
          Reflect.set(window, '__auditIds', id);
          el.dataset.auditId = String(id);
        }
        // A native control's label is part of its target (clicking it operates the control).
        const r = [el, ...Array.from(el.labels ?? [])]
          .map(
            (node) =>
              /** @type {{ left: number, top: number, right: number, bottom: number, width: number, height: number }} */ (
                node.getBoundingClientRect()
              ),
          )
          .filter((b) => b.width > 0 && b.height > 0)
          .reduce((a, b) => {
            const left = Math.min(a.left, b.left);
            const top = Math.min(a.top, b.top);
            const right = Math.max(a.right, b.right);
            const bottom = Math.max(a.bottom, b.bottom);
            return { left, top, right, bottom, width: right - left, height: bottom - top };
          });
        const role = el.getAttribute('role') ?? '';
        const tabindex = el.getAttribute('tabindex');
        // A radio group is one tab stop: its radiogroup element (marked), or the native radios' name.
        const radiogroup = /** @type {HTMLElement | null} */ (el.closest('[role="radiogroup"]'));
        if (radiogroup && !radiogroup.dataset.auditGroup)
          radiogroup.dataset.auditGroup = `group-${document.querySelectorAll('[data-audit-group]').length}`;
        const group =
          role === 'radio' || el.type === 'radio'
            ? (radiogroup?.dataset.auditGroup ?? (el.name || 'radios'))
            : null;
        const inlineText =
          el.tagName === 'A' &&
          el.parentElement &&
          ['P', 'LI', 'SPAN', 'DD', 'TD'].includes(el.parentElement.tagName) &&
          el.parentElement.textContent.trim().length > el.textContent.trim().length;
        return {
          id: el.dataset.auditId,
          label: `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name(el)}"`,
          focusable: tabindex === null || Number(tabindex) >= 0,
          outOfTabOrder: tabindex !== null && Number(tabindex) < 0,
          group,
          inlineText,
          width: r.width,
          height: r.height,
          html: el.outerHTML.slice(0, 200),
        };
      });
  }, INTERACTIVE);
}

/** Describes the focused element: its identity, where it is and its focus indicator. */
function describeFocus() {
  const el = /** @type {HTMLInputElement | null} */ (document.activeElement);
  if (!el || el === document.body || el === document.documentElement) return null;
  /** @param {Element} node */
  const indicator = (node) => {
    const s = getComputedStyle(node);
    const outline =
      s.outlineStyle !== 'none' &&
      parseFloat(s.outlineWidth) >= 1 &&
      !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(s.outlineColor);
    const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
    return outline
      ? `outline ${s.outlineWidth} ${s.outlineStyle}`
      : shadow
        ? `box-shadow ${s.boxShadow.slice(0, 40)}`
        : null;
  };
  let found = indicator(el);
  let where = 'itself';
  // A widget may draw the ring on its wrapper with :focus-within (e.g. an input inside a frame).
  for (let node = el.parentElement, depth = 0; !found && node && depth < 2; depth += 1) {
    found = indicator(node);
    where = 'its wrapper';
    node = node.parentElement;
  }
  // Where it sits in the content, not on screen: focus scrolls a scrolling strip (and the page), so
  // the offsets of every scrolled ancestor are added back before positions are compared.
  const b = el.getBoundingClientRect();
  let dx = window.scrollX;
  let dy = window.scrollY;
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    dx += node.scrollLeft;
    dy += node.scrollTop;
  }
  const r = { top: b.top + dy, left: b.left + dx, right: b.right + dx, bottom: b.bottom + dy };
  return {
    id: el.dataset?.auditId ?? null,
    label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || el.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`,
    top: r.top,
    left: r.left,
    right: r.right,
    bottom: r.bottom,
    indicator: found ? `${found} on ${where}` : null,
  };
}

/**
 * Presses Tab once from the top of the document, as a shopper arriving on the page does: focus
 * taken away, the page scrolled to the top, and the browser's starting point for Tab (which stays
 * where focus last was, even once it is taken away) put at the start of the body by focusing a
 * marker there, taken out again once Tab has left it. A second walk in the same visit (another
 * theme, right to left) starts at the top as the first did.
 * @param {Page} page
 */
export async function tabFromTop(page) {
  await page.evaluate(() => {
    /** @type {HTMLElement | null} */ (document.activeElement)?.blur?.();
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.setAttribute('data-audit-tab-start', '');
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  });
  await page.keyboard.press('Tab');
  await page.evaluate(() => document.querySelector('[data-audit-tab-start]')?.remove());
}

/**
 * Presses Tab until focus leaves the element focused now, as a shopper tabbing on does: a control
 * made of parts (a date input's month, day and year fields and its calendar button) keeps focus
 * on the same element from one part to the next, and is one stop. At most `parts` presses;
 * resolves false if focus is still on the same element then (a keyboard trap).
 * @param {Page} page
 * @param {number} [parts]
 * @returns {Promise<boolean>}
 */
export async function tabToNextStop(page, parts = 8) {
  await page.evaluate(() => Reflect.set(window, '__auditTabFrom', document.activeElement));
  for (let i = 0; i < parts; i += 1) {
    await page.keyboard.press('Tab');
    const left = await page.evaluate(
      () => document.activeElement !== Reflect.get(window, '__auditTabFrom'),
    );
    if (left) return true;
  }
  return false;
}

/**
 * Tabs through the page from the top: every interactive element in the tab order is reached, in
 * visual order (never back up within a column), each with a visible focus indicator.
 */
/**
 * @param {Page} page
 * @param {{ maxSteps?: number, dir?: 'ltr' | 'rtl' }} [options]
 * @returns {Promise<Check>}
 */
export async function tabWalk(page, { maxSteps = 150, dir = 'ltr' } = {}) {
  const elements = await interactiveElements(page);
  await tabFromTop(page);
  /** @type {NonNullable<ReturnType<typeof describeFocus>>[]} */
  const steps = [];
  const details = [];
  for (let i = 0; i < maxSteps; i += 1) {
    if (i > 0 && !(await tabToNextStop(page))) {
      details.push(
        `focus stays on ${steps.at(-1)?.label ?? 'the page'} however often Tab is pressed`,
      );
      break;
    }
    const focus = await page.evaluate(describeFocus);
    if (!focus || (steps.length > 0 && focus.id !== null && focus.id === steps[0]?.id)) break;
    steps.push(focus);
  }
  for (const step of steps) {
    if (!step.indicator) details.push(`no visible focus indicator on ${step.label}`);
  }
  for (let i = 1; i < steps.length; i += 1) {
    const a = /** @type {(typeof steps)[number]} */ (steps[i - 1]);
    const b = /** @type {(typeof steps)[number]} */ (steps[i]);
    const sameColumn = b.left < a.right && a.left < b.right;
    if (sameColumn && b.bottom <= a.top - 4) {
      details.push(`focus moves up from ${a.label} to ${b.label} (not visual order)`);
    }
    // Right to left, a row reads from the right: the next stop on the same row is to the left.
    const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    const sameRow = overlap > Math.min(a.bottom - a.top, b.bottom - b.top) / 2;
    if (dir === 'rtl' && sameRow && b.left + b.right > a.left + a.right + 8) {
      details.push(`focus moves right from ${a.label} to ${b.label} (not right-to-left order)`);
    }
  }
  const reached = new Set(steps.map((s) => s.id));
  const reachedGroups = new Set(
    elements.filter((e) => reached.has(e.id) && e.group).map((e) => e.group),
  );
  for (const e of elements) {
    if (!e.focusable || e.outOfTabOrder) continue;
    if (reached.has(e.id)) continue;
    if (e.group && reachedGroups.has(e.group)) continue; // a radio group is one tab stop
    details.push(`not reachable by Tab: ${e.label}`);
  }
  return {
    check: dir === 'rtl' ? 'tab order (right to left)' : 'tab order and focus indicator',
    ok: details.length === 0,
    details,
    info: `${steps.length} tab stops: ${steps.map((s) => s.label).join(' → ')}`,
  };
}

/**
 * Targets of 24 × 24 CSS px at least (inline text links excepted), 44 px for the named ones.
 * @param {Page} page
 * @param {{ large?: readonly string[] }} [options]
 * @returns {Promise<Check>}
 */
export async function targetSizes(page, { large = [] } = {}) {
  const elements = await interactiveElements(page);
  const largeIds = new Set(
    (
      await Promise.all(
        large.map((selector) =>
          page.$$eval(selector, (els) =>
            els.map((el) => /** @type {HTMLElement} */ (el).dataset.auditId ?? ''),
          ),
        ),
      )
    ).flat(),
  );
  const details = [];
  for (const e of elements) {
    if (e.inlineText) continue;
    const min = largeIds.has(e.id) ? 44 : 24;
    if (e.width < min - 0.5 || e.height < min - 0.5) {
      details.push(
        `${e.label} is ${Math.round(e.width)}×${Math.round(e.height)} px (needs ${min}×${min})`,
      );
    }
  }
  return {
    check: 'target size',
    ok: details.length === 0,
    details,
    info: `${elements.length} targets, ${largeIds.size} held to 44 px`,
  };
}
