import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The client's address as the shop counts it (new carts per address, sign-in attempts per
 * address): the socket's peer, or behind a trusted proxy (`trustProxy`) the last X-Forwarded-For
 * entry, the one that proxy appended (earlier entries are whatever the client claimed). The same
 * rule as the page server's (page/server/clientAddress.ts), which is this shop's front door on
 * every path: embedded or in the cluster's primary the shop trusts it always, and it sends every
 * request it hands over with the client's address alone in X-Forwarded-For (docs/security.md).
 */
export function plainAddress(value: string | undefined): string | null {
  if (value === undefined) return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/^::ffff:(?=[\d.]+$)/i, '');
  return isIP(address) !== 0 ? address.toLowerCase() : null;
}

/** Who asks; 'unknown' only for a request that came through no socket (a test's app.fetch). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded !== undefined ? plainAddress(forwarded.split(',').at(-1)) : null;
    if (last !== null) return last;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return plainAddress(env?.incoming?.socket?.remoteAddress) ?? 'unknown';
}
