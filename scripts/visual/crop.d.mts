// Types of crop.mjs.
import type { Image } from './png.mjs';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export function contentBox(image: Image): Box | null;
export function reviewBox(images: Image[], margin?: number): Box;
export function crop(image: Image, box: Box): Image;
