// @vitest-environment node
/**
 * /shop/cart against the real reference shop (embedded): the loader shows the shopper's cart
 * (lines, totals, the header's count) read with their cookies; the form posted without
 * JavaScript changes a quantity (with the spec 9 limits and texts) or removes a line, and comes
 * back 303 with the outcome announced at the address it redirects to.
 */
import { describe, expect, it } from 'vitest';
import type { CartPageData } from '../page/routes/cart/data';
import type { ProductPageData } from '../page/routes/product/data';
import { readPageData } from '../page/test/servers';
import { pageServerWithRealShop } from './test/pageWithRealShop';

const page = pageServerWithRealShop();

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

async function add(cookies: Jar, body: unknown) {
  const response = await fetch(`${page.origin}/api/cart/sku`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.header },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  cookies.take(response);
  const answer = (await response.json()) as { addToCart: { items: { orderItemId: string }[] } };
  return answer.addToCart.items[0]!.orderItemId;
}
const addStandard = (cookies: Jar, quantity = 2, amount = 50) =>
  add(cookies, {
    skus: [{ id: '10001', sku: '20001', quantity, type: 'REGULAR' }],
    giftAmount: amount,
    inventoryCheck: true,
    isGCItem: true,
  });

async function open(cookies: Jar, path = '/shop/cart') {
  const response = await fetch(`${page.origin}${path}`, { headers: { cookie: cookies.header } });
  cookies.take(response);
  const html = await response.text();
  return { response, html, data: readPageData(html) as CartPageData };
}

function post(cookies: Jar, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${page.origin}/shop/cart`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      cookie: cookies.header,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The form posted and its 303 taken, as a browser does: where it redirects to. */
async function submit(cookies: Jar, fields: Record<string, string>): Promise<string> {
  const response = await post(cookies, fields);
  expect(response.status).toBe(303);
  cookies.take(response);
  return response.headers.get('location') ?? '';
}

describe('GET /shop/cart', () => {
  it('given no cart, should answer 200 with the empty state and a way back to the shop', async () => {
    const { response, html, data } = await open(jar());
    expect(response.status).toBe(200);
    expect(data.cart.lines).toEqual([]);
    expect(html).toContain('Your cart is empty.');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Continue shopping<\/a>/);
  });

  it('given a cart, should show its lines, the shop’s totals and the header’s count', async () => {
    const cookies = jar();
    await addStandard(cookies, 2, 50);
    const { html, data } = await open(cookies);
    expect(data.cart.count).toBe(2);
    expect(data.cart.lines).toMatchObject([
      { name: 'Cairnfield Gift Card', quantity: 2, unitAmount: 50, total: 100 },
    ]);
    expect(data.cart.totals).toMatchObject({ subtotal: 100, total: data.cart.totals.total });
    expect(data.limits[data.cart.lines[0]!.orderItemId]).toEqual({ min: 1, max: 50 });
    expect(html).toMatch(/Cart<span[^>]*>2<\/span><span[^>]*>, 2 items<\/span>/);
    expect(html).toContain('$100.00');
    // The page's bundle hydrates it (the summary's wallets); its forms need none.
    expect(html).toMatch(/<script[^>]*type="module"[^>]*src="\/assets\/[^"]+\.js"/);
    expect(html).toMatch(/<form[^>]*action="\/shop\/cart" method="post"/);
  });
});

describe('POST /shop/cart (the cart form without JavaScript)', () => {
  it('given a new quantity, should change the line and come back 303 announcing it at its address', async () => {
    const cookies = jar();
    const id = await addStandard(cookies);
    const location = await submit(cookies, { orderItemId: id, intent: 'update', quantity: '3' });
    // The outcome's receipt names it; the fragment leads to it.
    expect(location).toMatch(/^\/shop\/cart\?posted=[\w-]{12}#cart-status$/);
    const notice = { kind: 'status', message: 'Quantity of Cairnfield Gift Card changed to 3.' };
    // Shown there, and again on a reload (a page cut off on its way is not an outcome lost).
    for (const _load of ['first', 'reload']) {
      const shown = await open(cookies, location);
      expect(shown.data.cart.lines[0]!.quantity).toBe(3);
      expect(shown.data.notice).toEqual(notice);
      expect(shown.html).toContain('Quantity of Cairnfield Gift Card changed to 3.');
    }
    // Not at the plain page, nor at an address naming another receipt.
    expect((await open(cookies)).data.notice).toBeNull();
    expect((await open(cookies, '/shop/cart?posted=AAAAAAAAAAAA')).data.notice).toBeNull();
    // A later post's outcome replaces it.
    const next = await submit(cookies, { orderItemId: id, intent: 'update', quantity: '4' });
    expect((await open(cookies, location)).data.notice).toBeNull();
    expect((await open(cookies, next)).data.notice).toMatchObject({ kind: 'status' });
  });

  it('given 51 standard cards, should change nothing and say spec 8’s text at the line, keeping 51', async () => {
    const cookies = jar();
    const id = await addStandard(cookies);
    const location = await submit(cookies, { orderItemId: id, intent: 'update', quantity: '51' });
    const { data, html } = await open(cookies, location);
    expect(data.cart.lines[0]!.quantity).toBe(2);
    expect(data.notice).toEqual({
      kind: 'error',
      message:
        'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.',
      orderItemId: id,
      attempted: '51',
    });
    expect(html).toMatch(new RegExp(`id="quantity-${id}"[^>]*aria-invalid="true"`));
  });

  it('given a bulk card below 51, should say the bulk range', async () => {
    const cookies = jar();
    const id = await add(cookies, {
      skus: [{ id: '10002', sku: '20003', quantity: 60, type: 'REGULAR' }],
      giftAmount: 25,
      inventoryCheck: true,
      isGCItem: true,
    });
    const location = await submit(cookies, { orderItemId: id, intent: 'update', quantity: '10' });
    const { data } = await open(cookies, location);
    expect(data.cart.lines[0]!.quantity).toBe(60);
    expect(data.notice).toMatchObject({ message: 'Enter a quantity from 51 to 999.' });
  });

  it('given remove, should take the line out and announce it', async () => {
    const cookies = jar();
    const id = await addStandard(cookies);
    await addStandard(cookies, 1, 75);
    const location = await submit(cookies, { orderItemId: id, intent: 'remove' });
    const { data } = await open(cookies, location);
    expect(data.cart.lines.map((l) => l.unitAmount)).toEqual([75]);
    expect(data.cart.count).toBe(1);
    expect(data.notice).toEqual({
      kind: 'status',
      message: 'Cairnfield Gift Card was removed from your cart.',
    });
  });

  it('given a line that is not in the shopper’s cart, should change nothing and say so', async () => {
    const other = jar();
    const theirs = await addStandard(other);
    const cookies = jar();
    await addStandard(cookies);
    const location = await submit(cookies, { orderItemId: theirs, intent: 'remove' });
    expect((await open(cookies, location)).data.notice).toMatchObject({
      message: 'That item is no longer in your cart.',
    });
    expect((await open(other)).data.cart.count).toBe(2);
  });

  it('given a post from another site or a form this page never sends, should refuse it', async () => {
    const cookies = jar();
    const id = await addStandard(cookies);
    const cross = await post(
      cookies,
      { orderItemId: id, intent: 'remove' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
    expect(await post(cookies, { orderItemId: id, intent: 'empty' })).toHaveProperty('status', 400);
    expect(await post(cookies, { orderItemId: 'x', intent: 'remove' })).toHaveProperty(
      'status',
      400,
    );
    expect((await open(cookies)).data.cart.count).toBe(2);
  });
});

describe('an eGift line edited without JavaScript (spec 2, ?orderItemId)', () => {
  it('opens its product page filled from the line, and saving replaces that line', async () => {
    const cookies = jar();
    const id = await add(cookies, {
      orderId: '000000',
      orderItem: [
        {
          productId: '10003',
          sku: '20005',
          quantity: 1,
          comment: '',
          xitem_isEGCItem: true,
          xitem_giftAmount: 25,
          firstDataFulfilState: 'NEW',
        },
      ],
      senderEmail: 'sam@example.com',
      senderFirstName: 'Sam',
      senderLastName: 'Lee',
      senderMessage: 'Enjoy!',
      recipients: [
        {
          sequence: 1,
          recipientFirstName: 'Ana',
          recipientLastName: 'Diaz',
          recipientEmail: 'ana@example.com',
        },
      ],
      isSendToOne: 0,
    });
    const edit = (await open(cookies)).data.cart.lines[0]!;
    expect(edit.egift?.recipients).toEqual([{ name: 'Ana Diaz', email: 'ana@example.com' }]);

    const productPath = `/p/cairnfield-egift-card?orderItemId=${id}`;
    const response = await fetch(`${page.origin}${productPath}`, {
      headers: { cookie: cookies.header },
    });
    const html = await response.text();
    const data = readPageData(html) as ProductPageData;
    expect(data.posted).toMatchObject({
      values: {
        amount: { kind: 'preset', amount: 25 },
        egift: {
          sender: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' },
          recipients: [{ email: 'ana@example.com', firstName: 'Ana', lastName: 'Diaz' }],
          message: 'Enjoy!',
        },
      },
      replaces: id,
    });
    expect(html).toContain(`name="orderItemId" value="${id}"`);
    expect(html).toMatch(/value="Ana"/);

    const saved = await fetch(`${page.origin}/p/cairnfield-egift-card`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie: cookies.header,
      },
      body: new URLSearchParams({
        sku: '20005',
        amount: '50',
        quantity: '1',
        orderItemId: id,
        sender_email: 'sam@example.com',
        sender_firstName: 'Sam',
        sender_lastName: 'Lee',
        recipient_1_email: 'ana@example.com',
        recipient_1_firstName: 'Anna',
        recipient_1_lastName: 'Diaz',
        senderMessage: 'Enjoy!',
      }).toString(),
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    cookies.take(saved);
    const { data: after } = await open(cookies);
    expect(after.cart.lines).toHaveLength(1);
    expect(after.cart.lines[0]).toMatchObject({ unitAmount: 50, isEgift: true });
    expect(after.cart.lines[0]!.orderItemId).not.toBe(id);
    expect(after.cart.lines[0]!.egift?.recipients).toEqual([
      { name: 'Anna Diaz', email: 'ana@example.com' },
    ]);
  });
});
