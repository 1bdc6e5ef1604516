/**
 * The selected store and spec 9's 'Pick Up at a Different Store' picker, under the stock line: a
 * standard or bulk card's, never an eGift card's (e-mailed). Part of the standard cards' chunk
 * (sections/standardParts.ts).
 */
import { useStoreChoice } from '../hooks/useStoreChoice';
import type { ProductPageData } from '../routes/product/data';
import { StoreChoice } from './StoreChoice';

export default function StoreSlot({
  storeId,
  itemId,
  data,
}: {
  storeId: string | null;
  itemId: string | null;
  data: Pick<ProductPageData, 'shopper' | 'slug' | 'storeName'>;
}) {
  const picker = useStoreChoice({
    storeId,
    itemId,
    defaultZip: data.shopper.zipCodes.store ?? data.shopper.zipCodes.delivery,
    rendered: { storeId: data.shopper.storeId, name: data.storeName ?? null },
  });
  return <StoreChoice picker={picker} storeId={storeId} storesUrl={`/p/${data.slug}/stores`} />;
}
