/** A small state union over SWR results, so sections switch on one `status`. */
import type { SWRResponse } from 'swr';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'error'; error: unknown; retry: () => void };

export function toResource<T>(swr: SWRResponse<T, unknown>): Resource<T> {
  if (swr.data !== undefined && swr.error === undefined) {
    return { status: 'ready', data: swr.data, refreshing: swr.isValidating };
  }
  if (swr.error !== undefined && !swr.isValidating) {
    return {
      status: 'error',
      error: swr.error,
      retry: () => {
        void swr.mutate();
      },
    };
  }
  return { status: 'loading' };
}
