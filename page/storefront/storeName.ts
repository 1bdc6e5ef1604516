/**
 * The selected store's name kept in the local keys (selectedStore), for the line beside the store
 * picker's trigger. Only this read: the writes (and cookies) are ./selectedStore.ts.
 */
import { localKey, LOCAL_KEYS, type StorageLike } from './localKeys';

/** The stored name of `storeId`, when the local keys know it. */
export function storedStoreName(
  storage: StorageLike | null,
  storeId: string | null,
): string | null {
  if (!storage || !storeId) return null;
  try {
    const kept = JSON.parse(storage.getItem(localKey(LOCAL_KEYS.selectedStore)) ?? 'null') as {
      storeId?: unknown;
      name?: unknown;
    } | null;
    return kept?.storeId === storeId && typeof kept.name === 'string' ? kept.name : null;
  } catch {
    return null;
  }
}
