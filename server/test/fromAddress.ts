/**
 * A request from a chosen client address: the socket is bound to `from`, one of the loopback
 * addresses (127.0.0.0/8 all reach a server on 127.0.0.1 on Linux), so the server sees a shopper of
 * that address, as a shop behind no proxy sees each of its shoppers. One connection per request.
 */
import { request } from 'node:http';

export interface AddressedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The Set-Cookie lines' name=value pairs, as a Cookie header would send them back. */
  cookies: string;
}

export function sendFrom(
  from: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<AddressedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            cookies: setCookie.map((line) => line.split(';')[0]).join('; '),
          });
        });
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${url} from ${from} timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The sign-in form as a browser posts it from the page itself. */
export function signInForm(
  from: string,
  origin: string,
  fields: { email: string; password: string; returnTo?: string },
  headers: Record<string, string> = {},
): Promise<AddressedAnswer> {
  return sendFrom(from, `${origin}/shop/LogonForm`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The purchase form posted without JavaScript (no cart cookie: a new cart). */
export function purchaseForm(
  from: string,
  origin: string,
  headers: Record<string, string> = {},
): Promise<AddressedAnswer> {
  return sendFrom(from, `${origin}/p/cairnfield-gift-card`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams({ sku: '20001', amount: '50', quantity: '1' }).toString(),
  });
}

/** An add to cart through the page's own origin, as the page's script sends it (no cart cookie). */
export function apiAdd(
  from: string,
  origin: string,
  headers: Record<string, string> = {},
): Promise<AddressedAnswer> {
  return sendFrom(from, `${origin}/api/cart/sku`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify({
      skus: [{ sku: '20001', quantity: 1, type: 'REGULAR' }],
      giftAmount: 25,
      inventoryCheck: true,
      isGCItem: true,
    }),
  });
}
