/**
 * /OrderConfirmation?orderId={orderId} (spec 2): after a wallet express order, the order
 * number, the items, the totals and, for eGift cards, who receives them. Rendered by the page
 * server from GET /api/orders/{orderId} read with the shopper's cookies.
 */
import { useId } from 'react';
import { Link, Price } from '@cairnfield/design-system';
import type { OrderConfirmationPageData } from './data';
import { isPlaceholder } from '../../purchase/wallet/contact';
import { egiftDesignLine, egiftSendLine } from '../../purchase/eGiftLines';
import * as styles from '../../layout/page.css';
import { OrderTotals } from '../../sections/OrderTotals';
import * as own from './OrderConfirmationPage.css';

export default function OrderConfirmationPage({ data }: { data: OrderConfirmationPageData }) {
  const titleId = useId();
  const { order } = data;
  const t = order.totals;
  const ship = order.shippingAddress;
  const showShip = ship !== null && ship.address !== '' && !isPlaceholder(ship.address);
  return (
    <section aria-labelledby={titleId} className={own.page}>
      <h1 id={titleId} className={styles.title}>
        Thank you for your order
      </h1>
      <p className={styles.lead}>
        Order number <strong>{order.orderId}</strong>
        {order.email ? <> · A confirmation is on its way to {order.email}.</> : null}
      </p>

      <h2 className={own.heading}>Items</h2>
      <ul className={own.items}>
        {order.items.map((item) => (
          <li key={item.orderItemId} className={own.item}>
            <span>
              {item.name} ({item.isEgift ? 'eGift card' : 'gift card'}), {item.quantity} ×{' '}
              <Price amount={item.unitPrice} />
            </span>
          </li>
        ))}
      </ul>

      {order.egift.map((line) => (
        <div key={line.orderItemId}>
          <h2 className={own.heading}>eGift card recipients</h2>
          <ul className={own.items} aria-label="eGift card recipients">
            {line.recipients.map((r, index) => (
              <li key={`${r.email}-${index}`}>
                {r.firstName} {r.lastName} ({r.email})
              </li>
            ))}
          </ul>
          {line.senderName ? <p className={own.muted}>From {line.senderName}</p> : null}
          {line.designName ? <p>{egiftDesignLine(line.designName)}</p> : null}
          <p>{egiftSendLine(line.sendDate)}</p>
        </div>
      ))}

      {showShip ? (
        <>
          <h2 className={own.heading}>Shipping to</h2>
          <p>
            {ship.firstName} {ship.lastName}, {ship.address}, {ship.city}, {ship.state}{' '}
            {ship.zipCode}
          </p>
        </>
      ) : null}

      <h2 className={own.heading}>Order total</h2>
      <OrderTotals
        taxLabel="Tax"
        totals={{
          subtotal: t.totalProductPrice,
          shipping: t.totalShippingCharge,
          sameDayDelivery: t.sameDayDeliveryCharge,
          retailDeliveryFee: t.retailDeliveryFee,
          tax: t.totalTax,
          total: t.orderTotal,
        }}
      />

      <p>
        <Link href="/" variant="standalone" className={styles.link}>
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
