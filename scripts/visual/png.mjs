// @ts-check
// PNG files to RGBA images and back (pngjs), for the visual review's crops and its tests.
import pngjs from 'pngjs';

const { PNG } = pngjs;

/** @typedef {{ width: number, height: number, data: Uint8Array }} Image */

/**
 * A PNG file's bytes → `{ width, height, data }` (RGBA).
 * @param {Uint8Array} bytes
 * @returns {Image}
 */
export const readPng = (bytes) => {
  const { width, height, data } = PNG.sync.read(Buffer.from(bytes));
  return { width, height, data };
};

/**
 * `{ width, height, data }` (RGBA) → a PNG file's bytes.
 * @param {Image} image
 * @returns {Buffer}
 */
export const writePng = ({ width, height, data }) =>
  PNG.sync.write(Object.assign(new PNG({ width, height }), { data: Buffer.from(data) }));
