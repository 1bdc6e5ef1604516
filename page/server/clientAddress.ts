/**
 * Who is this request's client: decided once, here, for every path the page server hands to the
 * shop (docs/security.md, "Each shopper counted by their own address").
 *
 * The page server is the shop's front door on every path: the browser's own shop requests it
 * forwards (/api/...), the calls its routes make for a shopper (the sign-in form, the purchase
 * form without JavaScript, every page), with the shop embedded in this process, in the cluster's
 * primary (server/shopChannel.ts) or at SHOP_API_ORIGIN. The shop's limits count by client address
 * (new carts, sign-in attempts), so each of those requests carries the address decided here in
 * X-Forwarded-For, replacing whatever the client sent, with the scheme in X-Forwarded-Proto; the
 * shop believes them from its front door (shop-api/http/clientAddress.ts reads the same rule).
 */
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** An address written as a proxy may write it (`::ffff:1.2.3.4`, `1.2.3.4:5678`, `[::1]:80`), plain. */
export function plainAddress(value: string | undefined): string | null {
  if (value === undefined) return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/^::ffff:(?=[\d.]+$)/i, '');
  return isIP(address) !== 0 ? address.toLowerCase() : null;
}

/**
 * The rule. Without a trusted proxy (TRUST_PROXY off), the socket's peer: a header is anyone's to
 * send. Behind one, the last X-Forwarded-For entry, the one that proxy appended (the entries
 * before it are whatever the client claimed); when it is not an address, the peer.
 */
export function clientAddressOf(input: {
  peer: string | undefined;
  forwardedFor: string | undefined;
  trustProxy: boolean;
}): string | null {
  if (input.trustProxy && input.forwardedFor !== undefined) {
    const last = plainAddress(input.forwardedFor.split(',').at(-1));
    if (last !== null) return last;
  }
  return plainAddress(input.peer);
}

/** The socket's peer of a request served by @hono/node-server (tests may serve none). */
function peerOf(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** Where a request keeps its client address once decided, by whether a proxy is trusted. */
const DECIDED_BEHIND_PROXY = 'clientAddress:trustProxy';
const DECIDED = 'clientAddress';

/**
 * This request's client address (null when the request came through no socket, in tests), decided
 * once per request: the shop calls' headers and the request's log record both ask for it, and
 * each answer read the header, matched three patterns and checked the address anew.
 */
export function requestClientAddress(c: Context, trustProxy: boolean): string | null {
  const key = (trustProxy ? DECIDED_BEHIND_PROXY : DECIDED) as never;
  const known = c.get(key) as string | null | undefined;
  if (known !== undefined) return known;
  const address = clientAddressOf({
    peer: peerOf(c),
    forwardedFor: c.req.header('x-forwarded-for'),
    trustProxy,
  });
  c.set(key, address as never);
  return address;
}

/** The headers the shop reads its client from: set on every request the page hands the shop. */
export interface ForwardedHeaders {
  'x-forwarded-for'?: string;
  'x-forwarded-proto': 'https' | 'http';
}

export function forwardedHeaders(
  c: Context,
  options: { trustProxy: boolean; isHttps: boolean },
): ForwardedHeaders {
  const address = requestClientAddress(c, options.trustProxy);
  return {
    ...(address !== null ? { 'x-forwarded-for': address } : {}),
    'x-forwarded-proto': options.isHttps ? 'https' : 'http',
  };
}

/** Writes `forwarded` over `headers`: the client's own X-Forwarded-* never reach the shop. */
export function applyForwardedHeaders(headers: Headers, forwarded: ForwardedHeaders): void {
  headers.delete('x-forwarded-for');
  headers.delete('forwarded');
  headers.delete('x-real-ip');
  for (const [name, value] of Object.entries(forwarded)) headers.set(name, value as string);
}
