// A simulated shopper: a cookie jar and JSON calls to the shop through the balancer, each send
// timed and named by the instance that answered (X-Worker-Pid). `until2xx` repeats one request
// with its Idempotency-Key until it is acknowledged, as a shopper's browser or app retries.

/** The add-to-cart body for one card of `sku` at $25 (the shop's CONTRACT.md). */
export function regularAdd(sku = '20001', quantity = 1) {
  return {
    skus: [{ sku, quantity, type: 'REGULAR' }],
    giftAmount: 25,
    inventoryCheck: true,
    isGCItem: true,
  };
}

const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Diaz',
  address: '1550 Larimer St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  country: 'US',
  email: 'ana.diaz@example.com',
  phoneNumber: '3035550100',
};

/** The device-wallet (Apple Pay sandbox) express order body for `orderId`. */
export function walletOrder(orderId) {
  return {
    orderId,
    shippingModes: [],
    billingAddress: { ...ADDRESS, email: undefined },
    shippingAddress: ADDRESS,
    kountSessionId: '0123456789abcdef0123456789abcdef',
    ccType: 'visa',
    payment_method: 'applepay',
    applePayTransactionDetails: {
      signature: 'c2lnbmF0dXJl',
      data: 'ZW5jcnlwdGVk',
      merchantIdentifier: 'merchant.com.cairnfield.sandbox',
      ephemeralPublicKey: 'a2V5',
      publicKeyHash: 'aGFzaA==',
      transactionId: 'a1b2c3d4',
      eWalletId: 'applepay',
    },
    noOfAttempts: 1,
    overwriteShipping: true,
    checkoutMethod: 'express',
    paymentSystem: 'default',
    ddBestStores: [],
    ddStoreTimeZone: '',
    ddDeliveryMethod: '',
  };
}

export class Shopper {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
  }

  /** One send: { status (or 'network'), ms, pid, body, headers, at }. Never throws. */
  async send(method, path, { body, headers = {}, timeoutMs = 10_000 } = {}) {
    const started = performance.now();
    const startedAt = Date.now();
    const all = { 'sec-fetch-site': 'same-origin', ...headers };
    if (body !== undefined) all['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    }
    try {
      const response = await fetch(new URL(path, this.baseUrl), {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const i = pair.indexOf('=');
        const name = pair.slice(0, i).trim();
        const value = pair.slice(i + 1).trim();
        if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await response.text();
      let parsed = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON (a page)
      }
      return {
        status: response.status,
        ms: performance.now() - started,
        pid: response.headers.get('x-worker-pid'),
        headers: response.headers,
        body: parsed,
        text,
        at: startedAt,
      };
    } catch (error) {
      return {
        status: 'network',
        ms: performance.now() - started,
        pid: null,
        error: error instanceof Error ? error.message : String(error),
        at: startedAt,
      };
    }
  }

  /**
   * Sends until a 2xx (or a 4xx, which no retry changes), with the same Idempotency-Key each
   * time; waits `pauseMs` between attempts, gives up after `giveUpMs`. Returns every attempt.
   */
  async until2xx(method, path, body, { pauseMs = 250, giveUpMs = 30_000 } = {}) {
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const attempts = [];
    const until = Date.now() + giveUpMs;
    for (;;) {
      const answer = await this.send(method, path, { body, headers });
      attempts.push(answer);
      const settled =
        typeof answer.status === 'number' && answer.status < 500 && answer.status !== 409;
      if (settled || Date.now() > until)
        return { key: headers['Idempotency-Key'], attempts, last: answer };
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
}
