// @ts-check
// Opens a page state in a fresh browser context, with or without JavaScript.

/**
 * @typedef {import('playwright-core').Browser} Browser
 * @typedef {import('playwright-core').BrowserContext} BrowserContext
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Response} Response
 * @typedef {{ name: string, width: number, height: number, scale?: number }} Viewport
 * What openPage needs of a state: its path and cookies, whether JavaScript runs, and what to do
 * on the page without JavaScript before it is audited (pageStates.mjs).
 * @typedef {{
 *   path: string,
 *   cookies?: Parameters<BrowserContext['addCookies']>[0],
 *   javaScript?: boolean,
 *   offAct?: (page: Page) => Promise<true | string>,
 * }} Openable
 * The opened state: its context (the caller closes it), page and response, and a note when the
 * state could not be reached.
 * @typedef {{ context: BrowserContext, page: Page, response: Response | null, note?: string }} Opened
 */

/**
 * What the run's visits cost: how many pages were opened, their time in all (from the new context
 * to the page settled), and how many waited the whole 8 s for a quiet network. Printed at the end
 * of each half.
 */
export const visits = { count: 0, ms: 0, busyNetwork: 0 };

/** The visits' line: `n visits, s s opening pages (m waited 8 s for a quiet network)`. */
export const visitsText = () =>
  `${visits.count} page visits, ${Math.round(visits.ms / 1000)} s opening them` +
  (visits.busyNetwork ? ` (${visits.busyNetwork} waited 8 s for a quiet network)` : '');

/**
 * JavaScript off: the server HTML as a browser without JavaScript shows it (noscript content in,
 * scripts out), loaded into a context where the audit's own script can run.
 * @param {Browser} browser
 * @param {string} origin
 * @param {Openable} state
 * @param {Pick<Viewport, 'width' | 'height'>} viewport
 * @returns {Promise<Opened>}
 */
async function openWithoutJavaScript(browser, origin, state, viewport) {
  const off = await browser.newContext({ javaScriptEnabled: false });
  const offPage = await off.newPage();
  let response = await offPage.goto(`${origin}${state.path}`, { waitUntil: 'load' });
  // `offAct` acts on the page without JavaScript (e.g. posts its form): the page it ends on is
  // audited; a string is a note that the state cannot be reached.
  const acted = state.offAct ? await state.offAct(offPage) : true;
  if (acted !== true) {
    await off.close();
    const context = await browser.newContext();
    return { context, page: await context.newPage(), response, note: acted };
  }
  if (state.offAct) response = null;
  const url = offPage.url().replace(/#.*$/, '');
  const html = (await offPage.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  await off.close();
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.route('**/*', (route) => {
    const request = route.request();
    if (request.resourceType() === 'script') return route.abort();
    if (request.url() === url)
      return route.fulfill({ status: 200, contentType: 'text/html', body: html });
    return route.continue();
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  return { context, page, response };
}

/**
 * Opens `state` at `viewport` in a new context; with JavaScript, once hydrated and the network is
 * quiet (at most 8 s).
 * @param {Browser} browser
 * @param {string} origin
 * @param {Openable} state
 * @param {Pick<Viewport, 'width' | 'height' | 'scale'>} viewport
 * @param {{ forcedColors?: boolean }} [options]
 * @returns {Promise<Opened>}
 */
export async function openPage(browser, origin, state, viewport, options = {}) {
  const started = Date.now();
  visits.count += 1;
  try {
    return await open(browser, origin, state, viewport, options);
  } finally {
    visits.ms += Date.now() - started;
  }
}

/**
 * @param {Browser} browser
 * @param {string} origin
 * @param {Openable} state
 * @param {Pick<Viewport, 'width' | 'height' | 'scale'>} viewport
 * @param {{ forcedColors?: boolean }} options
 * @returns {Promise<Opened>}
 */
async function open(browser, origin, state, viewport, options) {
  if (state.javaScript === false) return openWithoutJavaScript(browser, origin, state, viewport);
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale ?? 1,
    // The page's CSP (rightly) refuses injected scripts; the audit's own axe is let past it.
    bypassCSP: true,
    reducedMotion: 'reduce',
    forcedColors: options.forcedColors ? 'active' : 'none',
  });
  if (state.cookies) {
    await context.addCookies(state.cookies.map((c) => (c.domain ? c : { ...c, url: origin })));
  }
  const page = await context.newPage();
  const response = await page.goto(`${origin}${state.path}`, { waitUntil: 'load' });
  if (response?.status() === 200) {
    await page
      .waitForFunction(() => Reflect.get(window, '__hydrated') === true, null, {
        timeout: 15_000,
      })
      .catch(() => {});
    // Parts loaded once the page settles (the related-products strip, the wallets) are in too.
    await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {
      visits.busyNetwork += 1;
    });
  }
  return { context, page, response };
}
