/**
 * A main thread kept busy at the worst moment, as on a slow phone or in a heavy tab: `ms` of
 * synchronous work in the first task after `ready()` holds (checked on every change under
 * `root`), e.g. right after a toast appears, once the effects of the render that showed it have
 * run. Timers and animation frames due meanwhile all come late, in one go.
 */
export function starveMainThreadWhen(
  ready: () => boolean,
  ms: number,
  root: Node = document.body,
): { done: Promise<void>; stop: () => void } {
  let resolve: () => void = () => {};
  const done = new Promise<void>((settle) => {
    resolve = settle;
  });
  const starve = () => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // busy: nothing else runs on this thread meanwhile
    }
    resolve();
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    // A task of its own, after the render's effects (scheduled before it): the moment a toast has
    // just mounted and started whatever timers and frames it waits for.
    setTimeout(starve, 0);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return { done, stop: () => observer.disconnect() };
}
