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
export function combineRuns(runs: readonly LoadResult[]): LoadResult;
export interface LoadRound {
  ssr: LoadResult;
  oneCore: LoadResult;
  static: LoadResult;
  oneCoreStatic: LoadResult;
}
export function summariseRounds(rounds: readonly LoadRound[]): {
  rounds: number;
  ssr: LoadResult;
  static: LoadResult;
  oneCore: LoadResult;
  oneCoreStatic: LoadResult;
  ratio: number;
  oneCoreRatio: number;
  scaling: number;
  staticScaling: number;
};
