import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorKey } from '../domain/errors.ts';

/** The largest body any route needs (a wallet order payload) is a few KiB; 32 KiB leaves room. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

/**
 * 413 above the limit, and the connection closed cleanly (`Connection: close`). Hono's middleware checks Content-Length up front and also counts a
 * chunked body as it streams, so a body without a length cannot slip past.
 */
export function limitBody(maxSize = DEFAULT_MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        {
          errors: [
            {
              errorKey: ErrorKey.payloadTooLarge,
              message: `Request body is larger than ${maxSize} bytes`,
            },
          ],
        },
        413,
        // The rest of the body is never read: without this the socket would be left with it
        // unread, and a keep-alive client's next request on it would fail ("other side closed").
        { Connection: 'close' },
      ),
  });
}
