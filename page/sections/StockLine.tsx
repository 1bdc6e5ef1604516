/** The availability line under the price (spec 4): checking, could not check, or the stock status. */
import { Button } from '@cairnfield/design-system';
import type { PurchaseController } from '../hooks/usePurchase';
import { STOCK_LABELS } from '../purchase/availability';
import * as styles from './sections.css';
import { EnglishPart } from '../i18n/parts';

export function StockLine({
  purchase,
  onRetry,
}: {
  purchase: PurchaseController;
  onRetry?: (() => void) | undefined;
}) {
  const a = purchase.availability;
  if (a.status === 'loading') {
    return (
      <EnglishPart>
        <p className={styles.stockLine} role="status">
          <span className={styles.muted}>Checking availability…</span>
        </p>
      </EnglishPart>
    );
  }
  if (a.status === 'error') {
    return (
      <EnglishPart>
        <div className={styles.stockLine} role="status">
          <span className={styles.muted}>We could not check availability right now.</span>
          {onRetry ? (
            <Button variant="link" size="small" onClick={onRetry}>
              Check again
            </Button>
          ) : null}
        </div>
      </EnglishPart>
    );
  }
  const ok = a.stock !== 'OUT_OF_STOCK' && a.stock !== 'SOLD_OUT';
  return (
    // A status region: the line changes when the shop says the item is gone (spec 4).
    <EnglishPart>
      <p className={styles.stockLine} role="status">
        <span className={ok ? styles.inStock : styles.outOfStock}>{STOCK_LABELS[a.stock]}</span>
      </p>
    </EnglishPart>
  );
}
