import { vi } from 'vitest';

/**
 * An IntersectionObserver the test drives, stubbed on the global: `enter()` reports the watched
 * element in view. `made` records each observer's options and whether it was disconnected.
 */
export function fakeIntersectionObserver() {
  const made: { options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];
  let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  class FakeObserver {
    constructor(
      callback: (entries: { isIntersecting: boolean }[]) => void,
      options?: IntersectionObserverInit,
    ) {
      report = callback;
      made.push({ options, disconnected: false });
    }
    observe() {
      report?.([{ isIntersecting: false }]);
    }
    disconnect() {
      made.at(-1)!.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { made, enter: () => report?.([{ isIntersecting: true }]) };
}
