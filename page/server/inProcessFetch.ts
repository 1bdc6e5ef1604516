/**
 * A fetch for the page server's own shop calls when the shop API is embedded: requests for the
 * shop's origin are handed to its Hono app in this process (`app.fetch(new Request(...))`) instead
 * of going out over loopback HTTP and back in. Same Request/Response contract, so the shop client
 * (timeouts, retries, validation) does not change. Anything else (e.g. a separate reviews origin)
 * goes to the fallback fetch.
 */
export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

export function inProcessFetch(
  handler: FetchHandler,
  origin: () => string,
  fallback: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== new URL(origin()).origin) return fallback(request);
    const { signal } = request;
    const reason = () =>
      signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError');
    if (signal.aborted) return Promise.reject(reason());
    // The app does not watch the signal itself: a timeout or abort still ends the call here.
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(reason());
      signal.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => handler.fetch(request))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}
