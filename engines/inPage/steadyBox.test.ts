import { describe, expect, it } from 'vitest';
import { inView, scrollEnded, waitUntilSteady, type Box, type Seen } from './steadyBox';

const viewport = { width: 1280, height: 800 };
const button = (y: number): Box => ({ x: 24, y, width: 176, height: 44 });

/**
 * The boxes a page shows, one per look (the last one repeated), with a frame clock of 16 ms.
 * Returns the wait's answer and how many frames it waited.
 */
async function watch(boxes: Box[], timeoutMs = 1000) {
  let looks = 0;
  let clock = 0;
  let frames = 0;
  const look = (): Seen => ({ box: boxes[Math.min(looks++, boxes.length - 1)]!, viewport });
  const answer = await waitUntilSteady(
    look,
    () => {
      frames += 1;
      clock += 16;
      return Promise.resolve();
    },
    { timeoutMs, now: () => clock },
  );
  return { answer, frames };
}

describe('inView', () => {
  it('takes a box wholly inside the viewport, and not one reaching past an edge', () => {
    expect(inView(button(624), viewport)).toBe(true);
    expect(inView(button(780), viewport)).toBe(false);
    expect(inView(button(-10), viewport)).toBe(false);
    expect(inView({ ...button(624), x: 1200 }, viewport)).toBe(false);
  });

  it('takes a box taller than the viewport when its middle is in it', () => {
    expect(inView({ x: 0, y: -400, width: 600, height: 1400 }, viewport)).toBe(true);
    expect(inView({ x: 0, y: -1000, width: 600, height: 1400 }, viewport)).toBe(false);
  });
});

describe('waitUntilSteady', () => {
  it('given a still box in view, answers after two frames', async () => {
    expect(await watch([button(624)])).toEqual({ answer: true, frames: 2 });
  });

  it('given a page still scrolling (the End key), waits until the box has stopped', async () => {
    // WebKitGTK's animated End, as seen under load: 855 (below the fold) … 624.
    const scrolling = [855, 851, 721, 688, 641, 628, 625, 624].map(button);
    const { answer, frames } = await watch(scrolling);
    expect(answer).toBe(true);
    // The first look plus seven moves, then two frames at rest.
    expect(frames).toBe(scrolling.length - 1 + 2);
  });

  it('does not take one slow frame without a move for rest', async () => {
    const { frames } = await watch([700, 660, 660, 630, 624].map(button));
    expect(frames).toBe(4 + 2);
  });

  it('given a box that keeps moving, says so once its time is up', async () => {
    const moving = Array.from({ length: 200 }, (_, i) => button(600 - i));
    expect((await watch(moving, 160)).answer).toMatch(/^it kept moving for 160 ms \(last at 24,/);
  });

  it('given a still box out of view, says it is not in view', async () => {
    expect((await watch([button(900)], 160)).answer).toMatch(/^it is not in view \(at 24,900 /);
  });
});

describe('scrollEnded', () => {
  it("resolves at the scroll's end, not before", async () => {
    const page = new EventTarget();
    let answer: string | null = null;
    const ended = scrollEnded(page, 5_000).then((how) => (answer = how));
    page.dispatchEvent(new Event('scroll'));
    await Promise.resolve();
    expect(answer).toBeNull();
    page.dispatchEvent(new Event('scrollend'));
    expect(await ended).toBe('ended');
  });

  it('gives up after its time when nothing scrolls', async () => {
    const started = Date.now();
    expect(await scrollEnded(new EventTarget(), 20)).toBe('timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
