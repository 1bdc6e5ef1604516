// Types of png.mjs.
export interface Image {
  width: number;
  height: number;
  data: Uint8Array;
}
export function readPng(bytes: Uint8Array): Image;
export function writePng(image: Image): Buffer;
