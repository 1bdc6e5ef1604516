/**
 * What a simulated payment does (its sheet's state, the sample wallet) loads when the first payment
 * opens, as a browser's or a provider's own payment window is no part of the page: a visit that
 * never pays never fetches it. The sheet it opens (sheetHost.tsx) loads alongside and is mounted
 * in the page, by the installed simulator the stand-in belongs to (index.ts's `host`).
 */

/** Where a stand-in's parts come from: the installed simulator's sheet host, its workings. */
export interface StandInParts<Workings> {
  /** Asks for the sheet, mounted once per installed simulator (index.ts). */
  host?: () => void;
  /** The workings' module (a test's may fail, as a chunk that cannot load does). */
  load?: () => Promise<Workings>;
}

/**
 * Loads a payment's workings once (again after a failed load), asking `host` for the sheet
 * alongside (a stand-in made outside an installed simulator has none).
 */
export function paymentLoader<T>(
  load: () => Promise<T>,
  host: () => void = () => undefined,
): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    host();
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
