/**
 * When a shopper's click may be aimed: the target in view and holding still. A driver's click
 * reads the element's box, then sends the mouse there in separate steps (WebKitWebDriver: a round
 * trip to the browser for each); a page still scrolling meanwhile (the End key's animated scroll,
 * or `scroll-behavior: smooth` on a scroll the driver starts itself) moves the element away between
 * the aim and the click, which then lands on whatever has come under the pointer. A person waits
 * for the page to stop; so does the shopper (./shopperQueries.ts runs this in the page, with
 * animation frames). Pure: the box, the viewport, the frames and the clock are passed in.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface Seen {
  box: Box;
  viewport: Viewport;
}

/** Same place and size, to the pixel's fraction the browser reports. */
export function sameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/**
 * Whether the box is wholly in the viewport; one wider or taller than the viewport need only have
 * its middle in it along that axis (as much of it as can be shown).
 */
export function inView(box: Box, viewport: Viewport): boolean {
  const fits = (start: number, size: number, room: number) =>
    size <= room
      ? start >= 0 && start + size <= room
      : start + size / 2 >= 0 && start + size / 2 <= room;
  return fits(box.x, box.width, viewport.width) && fits(box.y, box.height, viewport.height);
}

/** Frames in a row the box must stay the same for: two, so one slow frame is not taken for rest. */
export const STEADY_FRAMES = 2;

/**
 * Resolves with true once the box is in view and has been the same over STEADY_FRAMES frames in a
 * row (`nextFrame` resolves at each), or, after `timeoutMs` on `now`'s clock, with why not.
 */
export async function waitUntilSteady(
  look: () => Seen,
  nextFrame: () => Promise<unknown>,
  { timeoutMs, now = () => Date.now() }: { timeoutMs: number; now?: () => number },
): Promise<true | string> {
  const deadline = now() + timeoutMs;
  let last = look();
  let still = 0;
  while (now() < deadline) {
    await nextFrame();
    const seen = look();
    const visible = inView(seen.box, seen.viewport);
    still = visible && sameBox(seen.box, last.box) ? still + 1 : 0;
    if (still >= STEADY_FRAMES) return true;
    last = seen;
  }
  const { x, y, width, height } = last.box;
  const where = `at ${x},${y} (${width}×${height}) in a ${last.viewport.width}×${last.viewport.height} viewport`;
  return inView(last.box, last.viewport)
    ? `it kept moving for ${timeoutMs} ms (last ${where})`
    : `it is not in view (${where})`;
}

/**
 * Resolves with 'ended' at the first 'scrollend' inside `root` (caught on its way down, as the
 * event does not bubble from a scrolled element), or with 'timed out' after `timeoutMs` (nothing
 * scrolled). A smooth scroll runs off the main thread: on a busy machine an element's box can stay
 * the same over STEADY_FRAMES frames while the scroll still moves the page, and a click at its
 * centre then lands beside it; so a click that scrolled first waits for the scroll to end.
 */
export function scrollEnded(root: EventTarget, timeoutMs: number): Promise<'ended' | 'timed out'> {
  return new Promise((resolve) => {
    const finish = (how: 'ended' | 'timed out') => {
      clearTimeout(timer);
      root.removeEventListener('scrollend', onEnd, { capture: true });
      resolve(how);
    };
    const onEnd = () => finish('ended');
    const timer = setTimeout(() => finish('timed out'), timeoutMs);
    root.addEventListener('scrollend', onEnd, { capture: true });
  });
}
