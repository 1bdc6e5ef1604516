// @ts-check
// Fault 3 in a real browser: Chromium (Debian's, through playwright-core) on the page server
// whose shop calls go through the fault proxy. The shopper types the eGift form and presses Add to
// cart while the add is faulty: spec 8's message shows as an alert, every typed value stays, and
// the same button adds once the fault is gone.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

const PAGE = '/p/cairnfield-egift-card';
const DEFAULT_MESSAGE = 'Sorry, Something went wrong. Please try after sometime.';
const WAIT = { timeout: 60_000 };

/**
 * Each fault's outcome in the browser: { name, alertShown, kept, recovered, error? }.
 * @param {{ pageOrigin: string, proxy: import('../../server/test/faultProxy.ts').FaultProxy, addPath: RegExp, faults: { name: string, fault: import('../../server/test/faultProxy.ts').Fault }[] }} options
 */
export async function browserFaults({ pageOrigin, proxy, addPath, faults }) {
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  /** @typedef {{ name: string, alertShown: boolean, kept: boolean, recovered: boolean, error?: string }} Outcome */
  /** @type {Outcome[]} */
  const outcomes = [];
  try {
    for (const { name, fault } of faults) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** @type {Outcome} */
      const outcome = { name, alertShown: false, kept: false, recovered: false };
      try {
        await page.goto(`${pageOrigin}${PAGE}`, WAIT);
        await page.waitForFunction(() => window.__hydrated === true, null, WAIT);
        const sender = page.getByRole('group', { name: 'Sender' });
        const recipient = page.getByRole('group', { name: 'Recipient 1' });
        /** @type {[import('playwright-core').Locator, string][]} */
        const typed = [
          [sender.getByRole('textbox', { name: /Email/ }), 'jordan.reyes@example.com'],
          [sender.getByRole('textbox', { name: /First Name/ }), 'Jordan'],
          [sender.getByRole('textbox', { name: /Last Name/ }), 'Reyes'],
          [recipient.getByRole('textbox', { name: /Email/ }), 'sam.chaos@example.com'],
          [recipient.getByRole('textbox', { name: /First Name/ }), 'Samwise'],
          [recipient.getByRole('textbox', { name: /Last Name/ }), 'Gamgee'],
        ];
        for (const [field, value] of typed) await field.fill(value, WAIT);
        const active = proxy.addFault({ path: addPath, method: 'POST', fault });
        const add = page.getByRole('button', { name: 'Add to cart' });
        await add.click(WAIT);
        await page.getByRole('alert').filter({ hasText: DEFAULT_MESSAGE }).waitFor(WAIT);
        outcome.alertShown = true;
        const values = await Promise.all(typed.map(([field]) => field.inputValue()));
        outcome.kept = values.every((value, i) => value === typed[i]?.[1]);
        active.remove();
        await add.click(WAIT);
        await page
          .getByRole('region', { name: /^Notifications/ })
          .getByRole('listitem')
          .filter({ hasText: 'Added to cart' })
          .waitFor(WAIT);
        outcome.recovered = true;
      } catch (error) {
        outcome.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      } finally {
        proxy.clear();
        await context.close();
      }
      outcomes.push(outcome);
    }
  } finally {
    await browser.close();
  }
  return outcomes;
}
