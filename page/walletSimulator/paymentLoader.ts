/**
 * What a simulated payment does (its sheet's state, the sample wallet) loads when the first payment
 * opens, as a browser's or a provider's own payment window is no part of the page: a visit that
 * never pays never fetches it. The sheet it opens (sheetHost.tsx) loads alongside and is mounted
 * in the page.
 */

/** Loads a payment's workings once (again after a failed load), with the sheet alongside. */
export function paymentLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    void import('./sheetHost').then(
      ({ hostSheet }) => hostSheet(),
      () => undefined,
    );
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
