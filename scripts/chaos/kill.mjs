// @ts-check
// Fault 1: one instance killed with SIGKILL while shoppers add to cart and place wallet orders
// through HAProxy. Every add and order carries an Idempotency-Key and is retried with it until
// acknowledged; shoppers without JavaScript post the product page's form (its submission key is
// the add's key) and post it again from the same page when a post fails. Afterwards PostgreSQL
// must hold every acknowledged add and order exactly once.
import pg from 'pg';
import { exactlyOnce, formatMs, table, verdict } from './figures.mjs';
import { formAdd, regularAdd, Shopper, walletOrder } from './shopper.mjs';

const FORM_PAGE = '/p/cairnfield-gift-card';

/** Standard cards one cart line may hold: one below the bulk card's minimum (spec 5). */
const CARDS_PER_CART = 50;

const ok = (/** @type {import('./shopper.mjs').Answer | undefined} */ answer) =>
  answer !== undefined &&
  typeof answer.status === 'number' &&
  answer.status >= 200 &&
  answer.status < 300;

/**
 * @param {import('../cluster/cluster.mjs').Cluster} cluster
 * @param {{ shoppers?: number, formShoppers?: number, durationMs?: number, killAtMs?: number, log: (line: string) => void }} options
 */
export async function killPhase(
  cluster,
  { shoppers = 16, formShoppers = 4, durationMs = 16_000, killAtMs = 5_000, log },
) {
  const victim = /** @type {import('../cluster/cluster.mjs').Instance} */ (cluster.instances[0]);
  const victimPid = String(victim.pid);
  /** @typedef {Awaited<ReturnType<Shopper['until2xx']>> & { kind: string, orderId?: string }} Op */
  /** @type {Op[]} */
  const ops = [];
  const people = Array.from({ length: shoppers }, () => new Shopper(cluster.url));
  const formPeople = Array.from({ length: formShoppers }, () => new Shopper(cluster.url));
  /** @type {Awaited<ReturnType<typeof formAdd>>[][]} */
  const formOps = formPeople.map(() => []);

  // Each shopper's cart exists before the fault (its first add), as a shopper browsing already.
  for (const shopper of people) {
    const first = await shopper.until2xx('POST', '/api/cart/sku', regularAdd());
    ops.push({ kind: 'add', ...first });
  }

  /** @type {Record<string, string | undefined>} */
  const retriesBefore = await cluster.haproxy.stats().then(
    (s) => s.BACKEND ?? {},
    () => ({}),
  );
  const deadline = Date.now() + durationMs;
  const killAt = Date.now() + killAtMs;
  /** @type {number | null} */
  let downAfterMs = null;
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, Math.max(0, killAt - Date.now())));
    log(`SIGKILL to ${victim.name} (pid ${victim.pid}) under load`);
    const killedAt = Date.now();
    victim.kill('SIGKILL');
    // How long HAProxy's health checks take to take it out.
    while (Date.now() - killedAt < 15_000) {
      /** @type {Record<string, string | undefined>} */
      const states = await cluster.haproxy.serverStates().catch(() => ({}));
      if ((states[victim.name] ?? '').startsWith('DOWN')) {
        downAfterMs = Date.now() - killedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  // A cart line holds at most CARDS_PER_CART standard cards (spec 5: the bulk card from 51): a
  // form poster stops there, a shopper goes on with a new cart (every add is counted by its order).
  const formLoops = formPeople.map(async (shopper, index) => {
    const posts = formOps[index] ?? [];
    while (Date.now() < deadline && posts.length < CARDS_PER_CART) {
      posts.push(await formAdd(shopper, FORM_PAGE));
    }
  });
  await Promise.all([
    ...formLoops,
    ...people.map(async (first, index) => {
      let shopper = first;
      let inCart = 1;
      let n = 0;
      while (Date.now() < deadline) {
        n += 1;
        // One in four rounds is a wallet express order (its own add, then the order).
        if ((n + index) % 4 === 0) {
          const add = await shopper.until2xx('POST', '/api/cart/applepay/sku', regularAdd());
          ops.push({ kind: 'walletAdd', ...add });
          const orderId = add.last.body?.addToCart?.orderId;
          if (!ok(add.last) || !orderId) continue;
          const order = await shopper.until2xx(
            'POST',
            `/api/orders/${orderId}/applepayExpress`,
            walletOrder(orderId),
          );
          ops.push({ kind: 'order', orderId, ...order });
        } else {
          if (inCart >= CARDS_PER_CART) {
            shopper = new Shopper(cluster.url);
            inCart = 0;
          }
          const add = await shopper.until2xx('POST', '/api/cart/sku', regularAdd());
          ops.push({ kind: 'add', ...add });
          inCart += 1;
        }
      }
    }),
  ]);
  await killer;
  /** @type {Record<string, string | undefined>} */
  const retriesAfter = await cluster.haproxy.stats().then(
    (s) => s.BACKEND ?? {},
    () => ({}),
  );
  const balancerRetries = Number(retriesAfter.wretr ?? 0) - Number(retriesBefore.wretr ?? 0);
  const balancerRedispatches = Number(retriesAfter.wredis ?? 0) - Number(retriesBefore.wredis ?? 0);

  // Count what the shoppers saw.
  /** @type {Record<string, number>} */
  const acknowledged = {};
  /** @type {Record<string, number>} */
  const unsettled = {};
  let retried = 0;
  let retriedOk = 0;
  let retriedOnOther = 0;
  let replayed = 0;
  let firstAttemptFailures = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const op of ops) {
    for (const a of op.attempts) statuses[String(a.status)] = (statuses[String(a.status)] ?? 0) + 1;
    const failedFirst = !ok(op.attempts[0]);
    if (failedFirst) firstAttemptFailures += 1;
    if (op.attempts.length > 1) {
      retried += 1;
      if (ok(op.last)) {
        retriedOk += 1;
        if (op.last.pid && op.last.pid !== victimPid) retriedOnOther += 1;
      }
    }
    if (op.last.headers?.get('idempotent-replayed') === 'true') replayed += 1;
    if (op.kind === 'add' || op.kind === 'walletAdd') {
      const orderId = op.last.body?.addToCart?.orderId;
      if (ok(op.last) && orderId) acknowledged[orderId] = (acknowledged[orderId] ?? 0) + 1;
    }
  }
  // The form posters: their adds, read on the pages the posts led to, and their carts' ids.
  let formAcked = 0;
  let formUnsettled = 0;
  let formRetried = 0;
  let formRetriedOk = 0;
  /** @type {Record<string, number>} */
  const formStatuses = {};
  for (const [index, shopper] of formPeople.entries()) {
    const cart = await shopper.send('GET', '/api/cart/000000');
    const orderId = cart.body?.cart?.orderId;
    for (const op of formOps[index] ?? []) {
      for (const a of op.attempts) {
        formStatuses[String(a.status)] = (formStatuses[String(a.status)] ?? 0) + 1;
      }
      if (op.attempts.length > 1) formRetried += 1;
      if (op.outcome === 'added') {
        formAcked += 1;
        if (op.attempts.length > 1) formRetriedOk += 1;
        if (orderId) acknowledged[orderId] = (acknowledged[orderId] ?? 0) + 1;
      } else {
        formUnsettled += 1;
        if (orderId) unsettled[orderId] = (unsettled[orderId] ?? 0) + 1;
      }
    }
  }
  const formAdds = formOps.reduce((n, list) => n + list.length, 0);

  const adds = ops.filter((o) => o.kind === 'add' || o.kind === 'walletAdd');
  const addsAcked = adds.filter((o) => ok(o.last)).length;
  const orders = ops.filter((o) => o.kind === 'order');
  const ordersAcked = orders.filter(
    (o) => ok(o.last) && o.last.body?.placeOrder?.orderStatus === 'M',
  );
  // An add never acknowledged (gave up) may or may not have landed: it is allowed, not required.
  const unsettledCount = adds.length - addsAcked;

  // What PostgreSQL holds.
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  /** @type {Record<string, number>} */
  let stored = {};
  /** @type {Map<string, { id: string, status: string, placed_at: Date | null }>} */
  let placed = new Map();
  try {
    const ids = Object.keys(acknowledged);
    const items = await client.query(
      'SELECT order_id::text AS id, SUM(quantity)::int AS quantity FROM order_items WHERE order_id::text = ANY($1) GROUP BY order_id',
      [ids],
    );
    stored = Object.fromEntries(items.rows.map((r) => [r.id, r.quantity]));
    const orderRows = await client.query(
      'SELECT order_id::text AS id, status, placed_at FROM orders WHERE order_id::text = ANY($1)',
      [ordersAcked.map((o) => String(o.orderId))],
    );
    placed = new Map(orderRows.rows.map((r) => [r.id, r]));
  } finally {
    await client.end();
  }
  const { lost, twice } = exactlyOnce({ acknowledged, unsettled, stored });
  const ordersMissing = ordersAcked.filter((o) => {
    const row = placed.get(String(o.orderId));
    return !row || row.status !== 'M' || row.placed_at === null;
  });

  // The supervisor's part: the instance comes back, and HAProxy puts it back in.
  const restartStarted = Date.now();
  await victim.restart();
  const listeningAfterMs = Date.now() - restartStarted;
  /** @type {number | null} */
  let upAfterMs = null;
  while (Date.now() - restartStarted < listeningAfterMs + 30_000) {
    /** @type {Record<string, string | undefined>} */
    const states = await cluster.haproxy.serverStates().catch(() => ({}));
    if (states[victim.name] === 'UP') {
      upAfterMs = Date.now() - restartStarted;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const pass =
    lost.length === 0 &&
    twice.length === 0 &&
    ordersMissing.length === 0 &&
    unsettledCount === 0 &&
    retried === retriedOk &&
    formUnsettled === 0;
  const figures = {
    shoppers,
    adds: adds.length,
    addsAcked,
    orders: orders.length,
    ordersAcked: ordersAcked.length,
    firstAttemptFailures,
    retried,
    retriedOk,
    retriedOnOther,
    replayed,
    statuses,
    lost: lost.length,
    twice: twice.length,
    ordersMissing: ordersMissing.length,
    unsettled: unsettledCount,
    formShoppers,
    formAdds,
    formAcked,
    formRetried,
    formRetriedOk,
    formUnsettled,
    formStatuses,
    downAfterMs,
    listeningAfterMs,
    upAfterMs,
    balancerRetries,
    balancerRedispatches,
    pass,
  };
  const markdown = [
    `### 1. An instance killed with SIGKILL under load — ${verdict(pass)}`,
    '',
    `${shoppers} shoppers through HAProxy for ${durationMs / 1000} s, adding one card at a time (POST /api/cart/sku) and placing device-wallet express orders (POST /api/cart/applepay/sku, then POST /api/orders/:id/applepayExpress), every request with an Idempotency-Key and retried with it on a network error, 5xx or 409 (every 250 ms, for up to 30 s); beside them ${formShoppers} shoppers without JavaScript posting the product page's form (${FORM_PAGE}, one $25 card; its submission key is the add's key), posting it again from the same page when a post failed. ${victim.name} was killed with SIGKILL ${killAtMs / 1000} s in.`,
    '',
    table(
      ['figure', 'value'],
      [
        ['adds sent / acknowledged (2xx)', `${adds.length} / ${addsAcked}`],
        ['wallet orders sent / acknowledged (placed)', `${orders.length} / ${ordersAcked.length}`],
        ['requests whose first attempt failed', firstAttemptFailures],
        [
          'retried / succeeded on retry / of them on the other instance',
          `${retried} / ${retriedOk} / ${retriedOnOther}`,
        ],
        ['answers replayed from the idempotency record', replayed],
        [
          'every attempt, by status',
          Object.entries(statuses)
            .map(([s, n]) => `${s} × ${n}`)
            .join(', '),
        ],
        [
          'form posts without JavaScript: adds / shown added / posted more than once / of them added',
          `${formAdds} / ${formAcked} / ${formRetried} / ${formRetriedOk}`,
        ],
        [
          'every form post, by status',
          Object.entries(formStatuses)
            .map(([s, n]) => `${s} × ${n}`)
            .join(', '),
        ],
        ['form adds never shown added (gave up)', formUnsettled],
        ['acknowledged adds missing in PostgreSQL (lost)', lost.length],
        ['orders holding more cards than sent (applied twice)', twice.length],
        ['acknowledged orders not placed in PostgreSQL', ordersMissing.length],
        ['adds never acknowledged (gave up)', unsettledCount],
        [
          'requests HAProxy resent itself (retries / to the other instance)',
          `${balancerRetries} / ${balancerRedispatches}`,
        ],
        ['HAProxy marked the killed instance DOWN after', formatMs(downAfterMs ?? Number.NaN)],
        [
          'restarted instance listening / back UP in HAProxy after',
          `${formatMs(listeningAfterMs)} / ${formatMs(upAfterMs ?? Number.NaN)}`,
        ],
      ],
    ),
  ].join('\n');
  return { figures, markdown };
}
