// The part of a screenshot the visual review shows (crop.mjs).
import { describe, expect, it } from 'vitest';
import { contentBox, crop, reviewBox } from './crop.mjs';

const WHITE = [255, 255, 255, 255];
const GREEN = [29, 90, 55, 255];

function image(width: number, height: number, paint: [number, number][] = []) {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set(WHITE, i * 4);
  for (const [x, y] of paint) data.set(GREEN, (y * width + x) * 4);
  return { width, height, data };
}

describe("a screenshot's content box", () => {
  it('should find the content when it reaches the top-left corner (a focused button)', () => {
    expect(
      contentBox(
        image(100, 50, [
          [0, 0],
          [60, 30],
        ]),
      ),
    ).toEqual({
      x: 0,
      y: 0,
      width: 61,
      height: 31,
    });
  });

  it('should take both screenshots and a margin, within the frame, and the frame when blank', () => {
    const box = reviewBox([image(100, 50, [[10, 10]]), image(100, 50, [[40, 20]])], 5);
    expect(box).toEqual({ x: 5, y: 5, width: 41, height: 21 });
    expect(reviewBox([image(100, 50, [[98, 48]])], 5)).toEqual({
      x: 93,
      y: 43,
      width: 7,
      height: 7,
    });
    expect(reviewBox([image(20, 10)])).toEqual({ x: 0, y: 0, width: 20, height: 10 });
  });

  it('should copy the box, transparent where the image is smaller', () => {
    const cut = crop(image(4, 4, [[2, 1]]), { x: 2, y: 1, width: 3, height: 2 });
    expect(cut.width).toBe(3);
    expect([...cut.data.slice(0, 4)]).toEqual(GREEN);
    expect([...cut.data.slice(4, 8)]).toEqual(WHITE);
    expect([...cut.data.slice(8, 12)]).toEqual([0, 0, 0, 0]);
  });
});
