/** The availability line under the price (spec 4): checking, could not check, or the stock status. */
import { Button } from '@cairnfield/design-system';
import type { PurchaseController } from '../hooks/usePurchase';
import { STOCK_LABELS } from '../purchase/availability';
import * as styles from './sections.css';
import { useEnglishPart } from '../i18n/context';

export function StockLine({
  purchase,
  onRetry,
}: {
  purchase: PurchaseController;
  onRetry?: (() => void) | undefined;
}) {
  // Not translated yet: on a page in another language it says it is English (WCAG 3.1.2).
  const english = useEnglishPart();
  const a = purchase.availability;
  if (a.status === 'loading') {
    return (
      <p className={styles.stockLine} role="status" {...english}>
        <span className={styles.muted}>Checking availability…</span>
      </p>
    );
  }
  if (a.status === 'error') {
    return (
      <div className={styles.stockLine} role="status" {...english}>
        <span className={styles.muted}>We could not check availability right now.</span>
        {onRetry ? (
          <Button variant="link" size="small" onClick={onRetry}>
            Check again
          </Button>
        ) : null}
      </div>
    );
  }
  const ok = a.stock !== 'OUT_OF_STOCK' && a.stock !== 'SOLD_OUT';
  return (
    // A status region: the line changes when the shop says the item is gone (spec 4).
    <p className={styles.stockLine} role="status" {...english}>
      <span className={ok ? styles.inStock : styles.outOfStock}>{STOCK_LABELS[a.stock]}</span>
    </p>
  );
}
