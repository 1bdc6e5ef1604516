/** A small state union over the data store's results, so sections switch on one `status`. */
import type { DataResult } from './useData';

/** A value the server may or may not have had in time. */
export type InitialResource<T> =
  { status: 'ready'; data: T } | { status: 'loading' } | { status: 'error'; message: string };

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'error'; error: unknown; retry: () => void };

export function toResource<T>(result: DataResult<T>): Resource<T> {
  if (result.data !== undefined && result.error === undefined) {
    return { status: 'ready', data: result.data, refreshing: result.isValidating };
  }
  if (result.error !== undefined && !result.isValidating) {
    return {
      status: 'error',
      error: result.error,
      retry: () => {
        void result.refresh();
      },
    };
  }
  return { status: 'loading' };
}
