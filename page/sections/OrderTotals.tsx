/**
 * An order's totals as a description list: subtotal, shipping, the same-day and retail delivery
 * fees when charged, tax, and the total. The cart page and the order confirmation page show it.
 */
import { Price } from '@cairnfield/design-system';
import * as styles from './OrderTotals.css';

export interface OrderTotalsView {
  subtotal: number;
  shipping: number;
  /** Shown only when charged. */
  sameDayDelivery?: number | null | undefined;
  retailDeliveryFee?: number | null | undefined;
  tax: number;
  total: number;
}

export function OrderTotals({
  totals,
  taxLabel,
}: {
  totals: OrderTotalsView;
  /** 'Estimated tax' before checkout, 'Tax' once ordered. */
  taxLabel: string;
}) {
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotal],
    ['Shipping', totals.shipping],
    ...(totals.sameDayDelivery
      ? ([['Same Day Delivery Fee', totals.sameDayDelivery]] as [string, number][])
      : []),
    ...(totals.retailDeliveryFee
      ? ([['Retail Delivery Fee', totals.retailDeliveryFee]] as [string, number][])
      : []),
    [taxLabel, totals.tax],
  ];
  return (
    <dl className={styles.totals}>
      {rows.map(([label, amount]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd className={styles.amount}>
            <Price amount={amount} />
          </dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.grand}`}>
        <dt>Total</dt>
        <dd className={styles.amount}>
          <Price amount={totals.total} size="large" />
        </dd>
      </div>
    </dl>
  );
}
