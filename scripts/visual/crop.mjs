// @ts-check
// The part of a story's screenshots the report shows: a story test screenshots the whole 1024×1400
// frame, and a small component sits in its top-left corner. The box around everything that is not
// background in either the baseline or the new screenshot (plus a margin), the same box for both
// and for their diff, so the slider and blink views still line up. Pure over decoded RGBA images.

/** @typedef {import('./png.mjs').Image} Image */
/** @typedef {{ x: number, y: number, width: number, height: number }} Box */

/**
 * `{ width, height, data }` (RGBA bytes, as pngjs decodes them) → the box of its content, or null.
 * The background is the colour most of the four corners have (a story's content can reach one: a
 * focused button in the top-left corner).
 * @param {Image} image
 * @returns {Box | null}
 */
export function contentBox({ width, height, data }) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const corners = [
    [width - 1, height - 1],
    [0, height - 1],
    [width - 1, 0],
    [0, 0],
  ].map(([x = 0, y = 0]) => view.getUint32((y * width + x) * 4));
  const count = (/** @type {number} */ colour) => corners.filter((c) => c === colour).length;
  const bg = corners.reduce((best, colour) => (count(colour) > count(best) ? colour : best));
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (view.getUint32((y * width + x) * 4) !== bg) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The box the report shows of a baseline and a new screenshot: their content boxes together, a
 * margin around, within the larger of the two; the whole frame when both are blank.
 * @param {Image[]} images
 * @returns {Box}
 */
export function reviewBox(images, margin = 16) {
  const width = Math.max(...images.map((image) => image.width));
  const height = Math.max(...images.map((image) => image.height));
  const boxes = images.map(contentBox).filter((box) => box !== null);
  if (boxes.length === 0) return { x: 0, y: 0, width, height };
  const x0 = Math.max(0, Math.min(...boxes.map((b) => b.x)) - margin);
  const y0 = Math.max(0, Math.min(...boxes.map((b) => b.y)) - margin);
  const x1 = Math.min(width, Math.max(...boxes.map((b) => b.x + b.width)) + margin);
  const y1 = Math.min(height, Math.max(...boxes.map((b) => b.y + b.height)) + margin);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * A copy of the box of an image; what lies outside the image is transparent.
 * @param {Image} image
 * @param {Box} box
 * @returns {Image}
 */
export function crop(image, box) {
  const data = new Uint8Array(box.width * box.height * 4);
  for (let y = 0; y < box.height; y += 1) {
    const sy = box.y + y;
    if (sy >= image.height) break;
    const width = Math.min(box.width, image.width - box.x);
    if (width <= 0) break;
    const from = (sy * image.width + box.x) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, data };
}
