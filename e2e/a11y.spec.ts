import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';

// Accessibility audit of the assembled page, as an auditor would run it: axe-core with the WCAG 2.2
// AA tags (which switch on target-size) on every demo product, at desktop and phone widths (the two
// Playwright projects), and in the states a shopper reaches (modal open, form errors shown).

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// The page's CSP (rightly) refuses an injected script; the audit tool is allowed past it.
test.use({ bypassCSP: true });

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (runTags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runTags } });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, tags);
}

for (const slug of [
  'cairnfield-gift-card',
  'cairnfield-bulk-gift-card',
  'cairnfield-egift-card',
  'cairnfield-summit-gift-card',
]) {
  test(`/p/${slug} has no axe violations`, async ({ page }) => {
    await hydrated(page, `/p/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the eGift form with its errors showing has no axe violations', async ({ page }) => {
  await hydrated(page, '/p/cairnfield-egift-card');
  const sender = page.getByRole('group', { name: 'Sender' });
  await sender.getByRole('textbox', { name: /Email Address/ }).fill('not-an-email');
  await sender.getByRole('textbox', { name: /First Name/ }).focus();
  await expect(sender.getByText(/Please enter the Email Address in a valid format/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the back-in-stock modal has no axe violations', async ({ page }) => {
  await hydrated(page, '/p/cairnfield-summit-gift-card');
  await page.getByRole('button', { name: 'Notify me when available' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('in forced-colors mode (Windows High Contrast)', () => {
  test('the chosen amount and keyboard focus stay visible without our colours', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await hydrated(page, '/p/cairnfield-gift-card');
    const group = page.getByRole('radiogroup', { name: /amount/i });
    await group.getByRole('radio', { name: '$50' }).click();

    const look = (name: string) =>
      group.getByRole('radio', { name }).evaluate((radio) => {
        // The chip is the native radio's label; the radio itself is transparent over it.
        const el = radio.closest('label') ?? radio;
        const s = getComputedStyle(el);
        const mark = el.querySelector('svg');
        return {
          border: `${s.borderTopWidth} ${s.borderTopStyle}`,
          outline: `${s.outlineWidth} ${s.outlineStyle}`,
          background: s.backgroundColor,
          weight: s.fontWeight,
          hasMark: mark !== null && getComputedStyle(mark).display !== 'none',
        };
      });
    const chosen = await look('$50');
    const other = await look('$75');
    // Forced colours replace our palette: the choice shows as a check mark and heavier text, and
    // takes the system's own selected-item colours (which the user chose), so it differs from the
    // other chips in the user's palette too.
    expect(chosen.hasMark).toBe(true);
    expect(other.hasMark).toBe(false);
    expect(Number(chosen.weight)).toBeGreaterThan(Number(other.weight));
    expect(chosen.background).not.toBe(other.background);

    // Keyboard focus draws an outline (system colour in this mode), never `none`.
    await page.keyboard.press('ArrowRight');
    const focused = await group
      .getByRole('radio', { name: '$75' })
      .evaluate((radio) => getComputedStyle(radio.closest('label') ?? radio).outlineStyle);
    expect(focused).not.toBe('none');
  });
});
