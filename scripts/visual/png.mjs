// PNG files to RGBA images and back (pngjs), for the visual review's crops and its tests.
import pngjs from 'pngjs';

const { PNG } = pngjs;

/** A PNG file's bytes → `{ width, height, data }` (RGBA). */
export const readPng = (bytes) => {
  const { width, height, data } = PNG.sync.read(bytes);
  return { width, height, data };
};

/** `{ width, height, data }` (RGBA) → a PNG file's bytes. */
export const writePng = ({ width, height, data }) =>
  PNG.sync.write(Object.assign(new PNG({ width, height }), { data: Buffer.from(data) }));
