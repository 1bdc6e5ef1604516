// @ts-check
// Fault 2: PostgreSQL stopped (a fast shutdown, as a restart or failover does) for 10 s while
// shoppers load product pages and add to cart through HAProxy. Product pages must keep serving
// (their product data from the page server's cache: fresh 10 s, then served stale up to 60 s more
// while it refreshes; README "Performance"), adds must answer 503 with Retry-After and never 500,
// and full service must be back within 5 s of the database's return.
import { countBy, formatCounts, formatMs, percentile, table, verdict } from './figures.mjs';
import { regularAdd, Shopper } from './shopper.mjs';

const PAGE = '/p/cairnfield-gift-card';
const is2xx = (/** @type {number | 'network'} */ s) => typeof s === 'number' && s >= 200 && s < 300;

/**
 * @param {import('../cluster/cluster.mjs').Cluster} cluster
 * @param {{ downMs?: number, log: (line: string) => void }} options
 */
export async function databasePhase(cluster, { downMs = 10_000, log }) {
  /** @typedef {{ at: number, status: number | 'network', ms: number }} Seen */
  /** @type {(Seen & { withProduct: boolean })[]} */
  const pages = [];
  /** @type {(Seen & { retryAfter: string | null, errorKey: string | null })[]} */
  const adds = [];
  let running = true;

  const pageLoop = async () => {
    const visitor = new Shopper(cluster.url);
    while (running) {
      const answer = await visitor.send('GET', PAGE);
      const withProduct =
        answer.status === 200 &&
        (answer.text ?? '').includes('id="__PAGE_DATA__"') &&
        (answer.text ?? '').includes('Cairnfield Gift Card');
      pages.push({ at: answer.at, status: answer.status, ms: answer.ms, withProduct });
    }
  };
  // A standard card's cart holds at most 50 (spec 9; more is a 400 _EXCESS_QUANTITY_…): a shopper
  // who has 40 in the cart makes way for a new one, so the phase measures the database, not the
  // cart's limit (a quiet machine adds about 5 cards a second per shopper).
  const CARDS_PER_CART = 40;
  const addLoop = async () => {
    let shopper = new Shopper(cluster.url);
    await shopper.until2xx('POST', '/api/cart/sku', regularAdd());
    let inCart = 1;
    while (running) {
      if (inCart >= CARDS_PER_CART) {
        shopper = new Shopper(cluster.url);
        inCart = 0;
      }
      const answer = await shopper.send('POST', '/api/cart/sku', {
        body: regularAdd(),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      if (is2xx(answer.status)) inCart += 1;
      adds.push({
        at: answer.at,
        status: answer.status,
        ms: answer.ms,
        retryAfter: answer.headers?.get('retry-after') ?? null,
        errorKey: answer.body?.errors?.[0]?.errorKey ?? null,
      });
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const loops = [pageLoop(), pageLoop(), pageLoop(), addLoop(), addLoop()];
  await new Promise((r) => setTimeout(r, 5_000));
  log('stopping PostgreSQL (pg_ctl stop -m fast) under load');
  const stopAt = Date.now();
  await cluster.postgres.stop('fast');
  const downAt = Date.now();
  await new Promise((r) => setTimeout(r, Math.max(0, downAt + downMs - Date.now())));
  log('starting PostgreSQL again');
  await cluster.postgres.start();
  const backAt = Date.now();
  await new Promise((r) => setTimeout(r, 12_000));
  running = false;
  await Promise.all(loops);

  /** @template {Seen} T @param {T[]} list */
  const during = (list) => list.filter((x) => x.at >= stopAt && x.at < backAt);
  /** @template {Seen} T @param {T[]} list */
  const after = (list) => list.filter((x) => x.at >= backAt);
  const pagesDuring = during(pages);
  const addsDuring = during(adds);
  const all = [...pages, ...adds];
  const fiveHundreds = all.filter((x) => x.status === 500).length;
  const pageFailures = pages.filter((x) => !is2xx(x.status) || !x.withProduct).length;
  const addsDuringNon503 = addsDuring.filter((x) => !is2xx(x.status) && x.status !== 503);
  const addsWithoutRetryAfter = adds.filter((x) => x.status === 503 && !x.retryAfter).length;
  // Full service: from the database's return until the last failure of any request started after.
  const failuresAfter = after(all).filter((x) => !is2xx(x.status));
  const lastFailureAfter = failuresAfter.length
    ? Math.max(...failuresAfter.map((x) => x.at))
    : null;
  const firstAddOk = after(adds).find((x) => is2xx(x.status));
  const p50 = (/** @type {Seen[]} */ list) =>
    percentile(
      list.map((x) => x.ms),
      50,
    );
  /** @template {Seen} T @param {T[]} list */
  const before = (list) => list.filter((x) => x.at < stopAt);
  const recoveryMs = lastFailureAfter === null ? 0 : lastFailureAfter - backAt;
  const okAfterLast = after(all).some((x) => is2xx(x.status) && x.at > (lastFailureAfter ?? 0));
  const pass =
    fiveHundreds === 0 &&
    pageFailures === 0 &&
    addsDuringNon503.length === 0 &&
    addsWithoutRetryAfter === 0 &&
    addsDuring.length > 0 &&
    recoveryMs <= 5_000 &&
    firstAddOk !== undefined &&
    firstAddOk.at + firstAddOk.ms - backAt <= 5_000 &&
    okAfterLast;
  const figures = {
    downMs: backAt - downAt,
    stopMs: downAt - stopAt,
    pages: pages.length,
    pagesDuring: pagesDuring.length,
    pageStatusesDuring: countBy(pagesDuring.map((x) => x.status)),
    pageP99DuringMs: percentile(
      pagesDuring.map((x) => x.ms),
      99,
    ),
    pageP99BeforeMs: percentile(
      pages.filter((x) => x.at < stopAt).map((x) => x.ms),
      99,
    ),
    pageFailures,
    addsDuring: addsDuring.length,
    addStatusesDuring: countBy(addsDuring.map((x) => x.status)),
    addKeysDuring: countBy(addsDuring.map((x) => x.errorKey ?? '-')),
    addsWithoutRetryAfter,
    fiveHundreds,
    firstAddOkAfterMs: firstAddOk ? firstAddOk.at - backAt : null,
    firstAddOkAnsweredAfterMs: firstAddOk ? firstAddOk.at + firstAddOk.ms - backAt : null,
    addP50Ms: { before: p50(before(adds)), during: p50(addsDuring), after: p50(after(adds)) },
    recoveryMs,
    pass,
  };
  const markdown = [
    `### 2. PostgreSQL stopped for ${Math.round(figures.downMs / 1000)} s under load — ${verdict(pass)}`,
    '',
    `Three visitors loading ${PAGE} and two shoppers adding to cart (each add with a new Idempotency-Key, not retried, 100 ms apart) through HAProxy; \`pg_ctl stop -m fast\` after 5 s (it took ${formatMs(figures.stopMs)}), \`pg_ctl start\` ${downMs / 1000} s later, 12 s more of load. "During" is from the stop command to the database accepting connections again.`,
    '',
    table(
      ['figure', 'value'],
      [
        ['product pages during the outage, by status', formatCounts(figures.pageStatusesDuring)],
        ['product pages without the product (any time)', pageFailures],
        [
          'product page p99 before / during',
          `${formatMs(figures.pageP99BeforeMs)} / ${formatMs(figures.pageP99DuringMs)}`,
        ],
        ['adds during the outage, by status', formatCounts(figures.addStatusesDuring)],
        ['adds during the outage, by error key', formatCounts(figures.addKeysDuring)],
        ['503 answers without Retry-After', addsWithoutRetryAfter],
        ['500 answers (pages and adds, whole phase)', fiveHundreds],
        [
          'add latency p50 before / during / after',
          `${formatMs(figures.addP50Ms.before)} / ${formatMs(figures.addP50Ms.during)} / ${formatMs(figures.addP50Ms.after)}`,
        ],
        [
          'first acknowledged add after the database returned: sent / answered',
          `+${formatMs(figures.firstAddOkAfterMs ?? Number.NaN)} / +${formatMs(figures.firstAddOkAnsweredAfterMs ?? Number.NaN)}`,
        ],
        ['failed requests sent after the database returned', failuresAfter.length],
        [
          'adds sent after the database returned, by status and error key',
          formatCounts(
            countBy(after(adds).map((x) => `${x.status}${x.errorKey ? ` ${x.errorKey}` : ''}`)),
          ),
        ],
        [
          'full service after the database returned (the last failure among requests sent after it)',
          formatMs(recoveryMs),
        ],
      ],
    ),
  ].join('\n');
  return { figures, markdown };
}
