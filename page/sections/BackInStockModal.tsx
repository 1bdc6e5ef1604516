/**
 * The back-in-stock modal (spec 4), loaded only when the shopper asks for it. Submitting posts to
 * /api/inventory/notify (hooks/useBackInStock.ts); the form shows success or 'already
 * registered'; a failure closes the modal and the page reports it.
 */
import { useState, type RefObject } from 'react';
import { BackInStockForm, Modal, type BackInStockStatus } from '@cairnfield/design-system';
import type { Product } from '../domain';
import { useBackInStock } from '../hooks/useBackInStock';
import { backInStockFormCopy, validateMobile } from '../purchase/backInStock';
import { fillPlaceholders } from '../purchase/messageText';
import { usePageText } from '../i18n/usePageText';
import { BACK_IN_STOCK_TEXT } from '../purchase/backInStockText';

export interface BackInStockModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  product: Product;
  skuId: string;
  onFailure: () => void;
}

export default function BackInStockModal({
  open,
  onOpenChange,
  returnFocusRef,
  product,
  skuId,
  onFailure,
}: BackInStockModalProps) {
  const submit = useBackInStock(product, skuId, onFailure);
  const text = usePageText('backInStock', BACK_IN_STOCK_TEXT);
  const [status, setStatus] = useState<BackInStockStatus>('idle');
  // Closing resets the form (spec 4: e-mail, mobile, submitted and alreadyExists).
  const [generation, setGeneration] = useState(0);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setStatus('idle');
          setGeneration((g) => g + 1);
        }
        onOpenChange(next);
      }}
      returnFocusRef={returnFocusRef}
      title={text.open}
      description={fillPlaceholders(text.description, { name: product.name })}
      size="small"
    >
      <BackInStockForm
        key={generation}
        status={status}
        onStatusChange={setStatus}
        {...backInStockFormCopy(text)}
        mobileLabel={text.mobileLabel}
        validateMobile={(value) => validateMobile(value, text.mobileInvalid)}
        onSubmit={submit}
      />
    </Modal>
  );
}
