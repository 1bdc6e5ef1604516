/**
 * The quantity-limit modal (spec 2, 4): the standard card tops out at bulkGiftcardMinQuantity - 1;
 * asking for more offers the bulk gift card page. Loaded only when needed.
 */
import type { RefObject } from 'react';
import { Link, Modal } from '@cairnfield/design-system';
import type { Product } from '../domain';
import { excessQuantityMessage } from '../purchase/quantityRules';
import { usePageText } from '../i18n/usePageText';
import { QUANTITY_TEXT } from '../purchase/messages';
import { EnglishPart } from '../i18n/parts';

export interface QuantityLimitModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  product: Product;
  max: number;
}

export default function QuantityLimitModal({
  open,
  onOpenChange,
  returnFocusRef,
  product,
  max,
}: QuantityLimitModalProps) {
  const bulkUrl = product.giftCard.bulkUrl;
  const text = usePageText('quantity', QUANTITY_TEXT);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      title={text.dialogTitle}
      // The shop's error catalogue (spec 8) has its texts in English.
      description={
        <EnglishPart>
          <span>{excessQuantityMessage(max, product.giftCard.type === 'egift')}</span>
        </EnglishPart>
      }
      size="small"
      // It opens on its own when a typed quantity settles above the limit (spec 4, 500 ms after
      // the last keystroke): an Enter pressed just then must not land on the close button.
      initialFocus="title"
    >
      {bulkUrl ? (
        <p>
          <Link href={bulkUrl} variant="standalone">
            {text.bulkLink}
          </Link>
        </p>
      ) : null}
    </Modal>
  );
}
