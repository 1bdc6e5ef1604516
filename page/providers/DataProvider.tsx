/**
 * The page's data store (dataStore.ts): a fresh one per <App> (per request on the server, per
 * story and test). Prices and stock are fetched when the page or the store changes, never on
 * focus or reconnect; retries live in the fetch wrapper.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createDataStore, type DataStore } from './dataStore';

const DataStoreContext = createContext<DataStore | null>(null);

export function DataProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createDataStore());
  return <DataStoreContext value={store}>{children}</DataStoreContext>;
}

/** The store of the nearest DataProvider (one is made on first use when there is none). */
const fallbackStore = createDataStore();
export function useDataStore(): DataStore {
  return useContext(DataStoreContext) ?? fallbackStore;
}
