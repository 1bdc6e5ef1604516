/**
 * SWR settings for the page: a fresh cache per <App> (per request on the server, per story and
 * test), and no background revalidation on focus: prices and stock are fetched when the page or
 * the store changes, not whenever the tab is focused. Retries live in the fetch wrapper, so SWR's
 * own error retry is off.
 */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        shouldRetryOnError: false,
        dedupingInterval: 2000,
      }}
    >
      {children}
    </SWRConfig>
  );
}
