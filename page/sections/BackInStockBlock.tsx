/**
 * Shown instead of add to cart when the item is out of stock (spec 4): the 'Out Of Stock' label
 * and a button that opens the back-in-stock modal (loaded lazily on first use).
 */
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import { Suspense, useRef, useState } from 'react';
import { Button, InlineAlert } from '@cairnfield/design-system';
import type { Product } from '../domain';
// The texts, not purchase/backInStock: the request rules come with the modal.
import { usePageText } from '../i18n/usePageText';
import { BACK_IN_STOCK_TEXT } from '../purchase/backInStockText';
import * as styles from './sections.css';

const BackInStockModal = lazyWithRetry(() => import('./BackInStockModal'), {
  label: 'the back-in-stock form',
});

export function BackInStockBlock({ product, skuId }: { product: Product; skuId: string }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [modal, setModal] = useState<'never' | 'open' | 'closed'>('never');
  const [failed, setFailed] = useState(false);
  const text = usePageText('backInStock', BACK_IN_STOCK_TEXT);
  return (
    <div className={styles.bis}>
      <p>{text.notice}</p>
      <Button
        ref={trigger}
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setFailed(false);
          setModal('open');
        }}
      >
        {text.open}
      </Button>
      {failed ? <InlineAlert tone="error">{text.failure}</InlineAlert> : null}
      {modal !== 'never' ? (
        <Suspense fallback={null}>
          <BackInStockModal
            open={modal === 'open'}
            onOpenChange={(open) => setModal(open ? 'open' : 'closed')}
            returnFocusRef={trigger}
            product={product}
            skuId={skuId}
            onFailure={() => {
              setModal('closed');
              setFailed(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
