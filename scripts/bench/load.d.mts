// Types of scripts/bench/load.mjs for its test.
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
export function parseWrk(out: string): LoadResult;
export function loadGenerator(): 'wrk' | 'autocannon';
export function measureRoute(origin: string, path: string): Promise<LoadResult>;
