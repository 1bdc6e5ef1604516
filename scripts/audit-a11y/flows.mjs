// @ts-check
// What the audit does on the page as a shopper would, to reach its states: add to cart, open a
// dialog or a wallet sheet, fill the eGift form, choose a design, fill a cart, place an order.

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Browser} Browser
 * @typedef {import('playwright-core').Cookie} Cookie
 * A state's address and the shopper's cookies, as `prepare` gives them (pageStates.mjs).
 * @typedef {{ path: string, cookies: Cookie[] }} Prepared
 */

export const PRODUCTS = {
  standard: '/p/cairnfield-gift-card',
  bulk: '/p/cairnfield-bulk-gift-card',
  egift: '/p/cairnfield-egift-card',
  outOfStock: '/p/cairnfield-summit-gift-card',
};

/**
 * Clicks Add to cart (named `name`: the page's language); false when there is none to click.
 * With `waitMs`, waits that long for it to be offered: right after hydration the button may still
 * be aria-disabled while the page reads the card's stock.
 * @param {Page} page
 * @param {{ name?: string, waitMs?: number }} [options]
 */
export async function addToCart(page, { name = 'Add to cart', waitMs = 0 } = {}) {
  const add = page.getByRole('button', { name });
  if (waitMs > 0) {
    await add
      .and(page.locator(':not([aria-disabled="true"])'))
      .first()
      .waitFor({ timeout: waitMs })
      .catch(() => {});
  }
  if ((await add.count()) === 0 || (await add.getAttribute('aria-disabled')) === 'true')
    return false;
  await add.click();
  return true;
}

/**
 * Whether a dialog (named `name`, if given) opens within 4 s.
 * @param {Page} page
 * @param {string | RegExp} [name]
 */
export async function waitForDialog(page, name) {
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: 4000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The wallet simulator's two sheets (page/walletSimulator): its button, dialog name, pay button.
 * @typedef {{ button: string | RegExp, sheet: string | RegExp, pay: string | RegExp }} WalletNames
 * @type {Record<'device' | 'account', WalletNames>}
 */
export const WALLETS = {
  device: {
    button: 'Buy with Apple Pay',
    sheet: 'Apple Pay (simulated)',
    pay: /^Pay \$/,
  },
  account: { button: 'Pay with PayPal', sheet: 'PayPal (simulated)', pay: 'Pay Now' },
};

/**
 * Opens a wallet's sheet from its button and waits until it can pay (shipping contact, method and
 * totals in). Returns the button (the focus goes back to it), or a note when it is not on the page.
 * `names` are the wallet's names on the page (the French page's: frenchStates.mjs).
 * @param {Page} page
 * @param {keyof typeof WALLETS} wallet
 * @param {WalletNames} [names]
 */
export async function openWalletSheet(page, wallet, names = WALLETS[wallet]) {
  const { button, sheet, pay } = names;
  const trigger = page.getByRole('button', { name: button }).first();
  // The wallets' flows load after hydration: their buttons show once a wallet is found.
  try {
    await trigger.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return `no '${button}' button on the page`;
  }
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: sheet });
  if (!(await waitForDialog(page, sheet))) return `the ${sheet} sheet did not open`;
  const payButton = dialog.getByRole('button', { name: pay }).first();
  await payButton.waitFor({ state: 'visible', timeout: 8000 });
  const until = Date.now() + 8000;
  while ((await payButton.getAttribute('aria-disabled')) === 'true' && Date.now() < until) {
    await page.waitForTimeout(100);
  }
  return { trigger, dialog, payButton };
}

/**
 * Places an order through the device wallet's sheet on a fresh page and returns its confirmation
 * page's path (/OrderConfirmation?orderId=...) with the shopper's cookies, or a note when that
 * cannot be done. `names` are the device wallet's names on the page.
 * @param {Browser} browser
 * @param {string} origin
 * @param {WalletNames} [names]
 * @returns {Promise<Prepared | string>}
 */
export async function placeWalletOrder(browser, origin, names = WALLETS.device) {
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PRODUCTS.standard}`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => Reflect.get(window, '__hydrated') === true, null, {
        timeout: 15_000,
      })
      .catch(() => {});
    const sheet = await openWalletSheet(page, 'device', names);
    if (typeof sheet === 'string') return sheet;
    await sheet.payButton.click();
    await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/, { timeout: 15_000 });
    const url = new URL(page.url());
    // The order is read with the shopper's cookies: the row's pages carry them.
    return { path: `${url.pathname}${url.search}`, cookies: await context.cookies() };
  } catch (error) {
    return `no order placed through the wallet sheet: ${String(/** @type {Error} */ (error).message ?? error).split('\n')[0]}`;
  } finally {
    await context.close();
  }
}

/**
 * The eGift form filled as a shopper would: Sam Lee to Ana Diaz, with a message.
 * @param {Page} page
 */
export async function fillEgift(page) {
  const sender = page.getByRole('group', { name: 'Sender' });
  const recipient = page.getByRole('group', { name: 'Recipient 1' });
  if ((await sender.count()) === 0) return 'no eGift form';
  await sender.getByRole('textbox', { name: /Email/ }).fill('sam@example.com');
  await sender.getByRole('textbox', { name: /First Name/ }).fill('Sam');
  await sender.getByRole('textbox', { name: /Last Name/ }).fill('Lee');
  await recipient.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
  await recipient.getByRole('textbox', { name: /First Name/ }).fill('Ana');
  await recipient.getByRole('textbox', { name: /Last Name/ }).fill('Diaz');
  await page.getByRole('textbox', { name: /Message/ }).fill('See you on the trail!');
  return true;
}

/**
 * Picks a card design by tapping its card (the label), as a shopper does; a note when none.
 * @param {Page} page
 * @param {string} name
 */
export async function chooseDesign(page, name) {
  const picker = page.getByRole('group', { name: 'Choose a design' });
  if ((await picker.count()) === 0) return 'no design picker';
  await picker.getByText(name, { exact: true }).click();
  const checked = await page.getByRole('radio', { name }).isChecked();
  return checked || `the design '${name}' could not be chosen`;
}

/**
 * Adds an eGift card (a design and a send date chosen) on a fresh page and returns the cart
 * page's path with the shopper's cookies, or a note when that cannot be done.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<Prepared | string>}
 */
export async function cartWithEgift(browser, origin) {
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PRODUCTS.egift}`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => Reflect.get(window, '__hydrated') === true, null, {
        timeout: 15_000,
      })
      .catch(() => {});
    await page.getByRole('radio', { name: '$25' }).check();
    const filled = await fillEgift(page);
    if (filled !== true) return filled;
    const design = await chooseDesign(page, 'Happy Birthday');
    if (design !== true) return design;
    const sendDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Send on (optional)').fill(sendDate);
    if (!(await addToCart(page))) return 'no add to cart on the eGift page';
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart\s*,\s*1 item$/ })
      .waitFor({ timeout: 10_000 });
    return { path: '/shop/cart', cookies: await context.cookies() };
  } catch (error) {
    return `no eGift card added to the cart: ${String(/** @type {Error} */ (error).message ?? error).split('\n')[0]}`;
  } finally {
    await context.close();
  }
}
