// Opens a page state in a fresh browser context, with or without JavaScript.

/**
 * JavaScript off: the server HTML as a browser without JavaScript shows it (noscript content in,
 * scripts out), loaded into a context where the audit's own script can run.
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

export async function openPage(browser, origin, state, viewport, options = {}) {
  if (state.javaScript === false) return openWithoutJavaScript(browser, origin, state, viewport);
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale ?? 1,
    javaScriptEnabled: state.javaScript !== false,
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
  if (state.javaScript !== false && response?.status() === 200) {
    await page
      .waitForFunction(() => window.__hydrated === true, null, { timeout: 15_000 })
      .catch(() => {});
    // Parts loaded once the page settles (the related-products strip, the wallets) are in too.
    await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {});
  }
  return { context, page, response };
}
