// @vitest-environment node
/**
 * An eGift edit (spec 2, ?orderItemId) cut off after its request: one request from the browser,
 * with JavaScript (the add that names the item it replaces) or without (the purchase form with the
 * item's id), written whole to the page server over a raw socket that is then closed at once, as a
 * shopper who closes the tab or loses the connection. The cart holds exactly one line for the
 * recipient, the new one or the old one, never both; the same request sent again with its key
 * (the browser's retry) replaces once. With the shop embedded (npm start's default) and with a
 * separate shop behind the page server's proxy.
 */
import { connect } from 'node:net';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageServerWithRealShop } from './test/pageWithRealShop';

const embedded = pageServerWithRealShop();
const separate = pageServerWithRealShop({}, {}, 'separate');
/** The page server of the test running (its shop embedded, or separate behind the proxy). */
let page: { readonly origin: string } = embedded;
const EGIFT_PAGE = '/p/cairnfield-egift-card';

/** One shopper's cookies. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/Max-Age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get header() {
      return [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    },
  };
}
type Jar = ReturnType<typeof jar>;

interface Sent {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Writes the request to a new connection and closes it once its last byte is written. */
function sendAndHangUp(request: Sent): Promise<void> {
  const { hostname, port, host } = new URL(page.origin);
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${host}`,
    `content-length: ${Buffer.byteLength(request.body)}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head + request.body, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
}

/** The same request over fetch, as the browser sends it again. */
const resend = (request: Sent) =>
  fetch(`${page.origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });

interface CartLine {
  orderItemId: string;
  giftAmount: number;
  isEGCItem: boolean;
  eGiftCard: { recipients: { recipientFirstName: string; recipientEmail: string }[] } | null;
}

/** The cart's eGift lines for the recipient, as [first name, amount]. */
async function linesFor(cookies: Jar, email: string): Promise<[string, number][]> {
  const answer = await fetch(`${page.origin}/api/cart/000000`, {
    headers: { cookie: cookies.header },
  });
  const { cart } = (await answer.json()) as { cart: { orderItems: CartLine[] } };
  return cart.orderItems
    .filter((line) => line.eGiftCard?.recipients.some((r) => r.recipientEmail === email))
    .map((line) => [line.eGiftCard?.recipients[0]?.recipientFirstName ?? '', line.giftAmount]);
}

/** The eGift add to cart the page sends with JavaScript (spec 3's eGift payload). */
function egiftPayload(firstName: string, amount: number, email: string) {
  return {
    orderId: '000000',
    orderItem: [
      {
        productId: '10003',
        sku: '20005',
        quantity: 1,
        comment: '',
        xitem_isEGCItem: 'true',
        xitem_giftAmount: amount,
        firstDataFulfilState: 'NEW',
      },
    ],
    inventoryCheck: true,
    senderEmail: 'sam@example.com',
    senderFirstName: 'Sam',
    senderLastName: 'Lee',
    senderMessage: '',
    recipients: [
      {
        sequence: 1,
        recipientFirstName: firstName,
        recipientLastName: 'Diaz',
        recipientEmail: email,
      },
    ],
    isSendToOne: '0',
  };
}

/** A shopper with one eGift line for `email` (Ana, $25); returns its item id. */
async function cartWithOneEgift(cookies: Jar, email: string): Promise<string> {
  const response = await fetch(`${page.origin}/api/cart/sku`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(egiftPayload('Ana', 25, email)),
  });
  expect(response.status).toBe(200);
  cookies.take(response);
  const answer = (await response.json()) as { addToCart: { items: { orderItemId: string }[] } };
  expect(await linesFor(cookies, email)).toEqual([['Ana', 25]]);
  return answer.addToCart.items[0]!.orderItemId;
}

/** The edit with JavaScript: one add naming the item it replaces, with its key. */
function editWithScript(cookies: Jar, email: string, orderItemId: string): Sent {
  return {
    method: 'POST',
    path: '/api/cart/sku',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'idempotency-key': crypto.randomUUID(),
      cookie: cookies.header,
    },
    body: JSON.stringify({ ...egiftPayload('Anna', 50, email), replacesOrderItemId: orderItemId }),
  };
}

/** The edit without JavaScript: the purchase form with the item's id and the page's key. */
async function editWithoutScript(cookies: Jar, email: string, orderItemId: string): Promise<Sent> {
  const html = await (
    await fetch(`${page.origin}${EGIFT_PAGE}?orderItemId=${orderItemId}`, {
      headers: { cookie: cookies.header },
    })
  ).text();
  const key = /name="submissionKey" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(key).toBeDefined();
  return {
    method: 'POST',
    path: EGIFT_PAGE,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      cookie: cookies.header,
    },
    body: new URLSearchParams({
      amount: '50',
      quantity: '1',
      sender_email: 'sam@example.com',
      sender_firstName: 'Sam',
      sender_lastName: 'Lee',
      recipient_1_email: email,
      recipient_1_firstName: 'Anna',
      recipient_1_lastName: 'Diaz',
      orderItemId,
      submissionKey: key ?? '',
    }).toString(),
  };
}

const ways = [
  ['with JavaScript (the add names the item it replaces)', editWithScript],
  ['without JavaScript (the purchase form)', editWithoutScript],
] as const;

describe.each([
  ['embedded', embedded],
  ['separate, behind the page server’s proxy', separate],
] as const)('an eGift edit cut off after its request (shop %s)', (_placement, server) => {
  beforeEach(() => {
    page = server;
  });

  it.each(ways)(
    '%s: should leave one line for the recipient, never two; sent again with its key, the new one once',
    async (_way, edit) => {
      const cookies = jar();
      const email = `ana.${crypto.randomUUID().slice(0, 8)}@example.com`;
      const old = await cartWithOneEgift(cookies, email);
      const request = await edit(cookies, email, old);

      await sendAndHangUp(request);
      // Whatever the server has done by now: the old line or the new one, one of them.
      expect(await linesFor(cookies, email)).toHaveLength(1);

      // The browser's retry, with the same key: once the first is done (the shop answers 409
      // while it runs), the shop answers with what it did, or does it now if it never came.
      await vi.waitFor(
        async () => {
          const again = await resend(request);
          expect(again.status).not.toBe(409);
          expect([200, 303]).toContain(again.status);
        },
        { timeout: 15_000, interval: 50 },
      );
      await vi.waitFor(async () => expect(await linesFor(cookies, email)).toEqual([['Anna', 50]]), {
        timeout: 15_000,
        interval: 50,
      });
    },
  );
});
