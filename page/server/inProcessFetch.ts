/**
 * A fetch for the page server's own shop calls when the shop API is embedded: requests for the
 * shop's origin are handed to its Hono app in this process (`app.fetch(new Request(...))`) instead
 * of going out over loopback HTTP and back in. Same Request/Response contract, so the shop client
 * (timeouts, retries, validation) does not change. Anything else (e.g. a separate reviews origin)
 * goes to the fallback fetch, as it was called.
 */
export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

export function inProcessFetch(
  handler: FetchHandler,
  origin: () => string,
  fallback: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  // The shop's origin, parsed again only when `origin()` changes.
  let configured: string | null = null;
  let shopOrigin = '';
  const shop = () => {
    const value = origin();
    if (value !== configured) {
      configured = value;
      shopOrigin = new URL(value).origin;
    }
    return shopOrigin;
  };
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).origin !== shop()) return fallback(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
    const reason = () =>
      signal?.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError');
    if (signal?.aborted) return Promise.reject(reason());
    // The app is handed the request without the caller's signal (a Request made with one makes a
    // signal of its own that follows it, on every call); the app does not watch it, and a timeout
    // or abort still ends the call here.
    const request = new Request(input, { ...init, signal: null });
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(reason());
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => handler.fetch(request))
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
  };
}
