import type { EgiftDesign } from '../domain';
import { toRootRelative } from './reshape';

/** The product's eGift designs (an addition to spec 3): known-shaped ids with a root-relative image. */
export function reshapeEgiftDesigns(
  designs: readonly { id: string; name: string; imageURL: string }[] | undefined,
): EgiftDesign[] {
  return (designs ?? []).flatMap(({ id, name, imageURL }) => {
    const imageUrl = toRootRelative(imageURL);
    return /^[a-z0-9-]{1,32}$/.test(id) && imageUrl ? [{ id, name, imageUrl }] : [];
  });
}
