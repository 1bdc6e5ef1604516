/**
 * /shop/cart (spec 2): the shopper's cart, rendered by the page server. Every change is a plain
 * form posted to the page server (page/routes/cart/route.ts), which redirects back here with the outcome
 * in the message region, so the page works without JavaScript; once hydrated, the summary offers
 * the wallets, which pay for the cart as it stands. Each line shows its card, amount,
 * quantity and total; an eGift line also shows its sender, recipients, message, design and send
 * date (as the cart drawer and the confirmation say them, purchase/eGiftLines.ts) and whatever other
 * field the shop sends with it, and links back to its product page to edit it (?orderItemId).
 */
import { useId } from 'react';
import {
  Button,
  formatAmount,
  InlineAlert,
  Link,
  Price,
  TextField,
  visuallyHidden,
} from '@cairnfield/design-system';
import type { CartNotice, CartPageData } from './data';
import {
  CART_FIELDS,
  CART_STATUS_ID,
  CART_TEXT,
  editHref,
  type CartViewLine,
} from '../../purchase/cart';
import { egiftDesignLine, egiftSendLine } from '../../purchase/eGiftLines';
import type { QuantityBounds } from '../../purchase/quantityRules';
import { CART_URL, CHECKOUT_URL } from '../../routing/paths';
import * as styles from '../../layout/page.css';
import { OrderTotals } from '../../sections/OrderTotals';
import { CartExpressCheckoutArea } from '../../sections/ExpressCheckoutArea';
import * as own from './CartPage.css';

const quantityFieldId = (orderItemId: string) => `quantity-${orderItemId}`;

/** The line's name as every control of it says it: 'Cairnfield Gift Card, $50.00'. */
export function lineLabel(line: CartViewLine): string {
  return `${line.name}, ${formatAmount(line.unitAmount)}`;
}

function Notice({ notice }: { notice: CartNotice | null }) {
  // Always present, so the redirect's fragment has a target and the region is known before it
  // speaks; after a post it holds the outcome (announced, and read first from the fragment).
  return (
    <div id={CART_STATUS_ID} tabIndex={-1} className={own.notice}>
      {notice?.kind === 'status' ? (
        <InlineAlert tone="success" role="status">
          {notice.message}
        </InlineAlert>
      ) : notice?.kind === 'error' ? (
        <InlineAlert tone="error" role="alert">
          {notice.orderItemId ? (
            <a href={`#${quantityFieldId(notice.orderItemId)}`}>{notice.message}</a>
          ) : (
            notice.message
          )}
        </InlineAlert>
      ) : null}
    </div>
  );
}

function EgiftDetails({ line }: { line: CartViewLine }) {
  const egift = line.egift;
  if (!egift) return null;
  const person = (p: { name: string; email: string }) =>
    [p.name, p.email ? `(${p.email})` : ''].filter(Boolean).join(' ');
  const design = egiftDesignLine(egift.designName);
  return (
    <>
      <dl className={own.details}>
        {egift.sender ? (
          <div className={own.detailRow}>
            <dt>From</dt>
            <dd className={own.dd}>{person(egift.sender)}</dd>
          </div>
        ) : null}
        {egift.recipients.length > 0 ? (
          <div className={own.detailRow}>
            <dt>{egift.recipients.length === 1 ? 'To' : 'Recipients'}</dt>
            <dd className={own.dd}>
              <ul className={own.recipients}>
                {egift.recipients.map((r, i) => (
                  <li key={i}>{person(r)}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {egift.message ? (
          <div className={own.detailRow}>
            <dt>Message</dt>
            <dd className={own.dd}>{egift.message}</dd>
          </div>
        ) : null}
        {egift.details.map((d) => (
          <div key={d.label} className={own.detailRow}>
            <dt>{d.label}</dt>
            <dd className={own.dd}>{d.value}</dd>
          </div>
        ))}
      </dl>
      {design ? <p className={own.egiftLine}>{design}</p> : null}
      <p className={own.egiftLine}>{egiftSendLine(egift.sendDate)}</p>
    </>
  );
}

function Line({
  line,
  bounds,
  notice,
}: {
  line: CartViewLine;
  bounds: QuantityBounds | null;
  notice: CartNotice | null;
}) {
  const label = lineLabel(line);
  const error = notice?.kind === 'error' && notice.orderItemId === line.orderItemId ? notice : null;
  const edit = editHref(line);
  return (
    <li className={own.line}>
      {/* Named as its buttons say it: two lines of the same card differ by amount. */}
      <article aria-label={label} className={own.article}>
        <h3 className={own.lineTitle}>
          {line.productPath ? <Link href={line.productPath}>{line.name}</Link> : line.name}
          <span className={own.kind}>{line.isEgift ? 'eGift card' : 'Gift card'}</span>
        </h3>
        <dl className={own.details}>
          <div className={own.detailRow}>
            <dt>Amount</dt>
            <dd className={own.dd}>
              <Price amount={line.unitAmount} />
            </dd>
          </div>
          <div className={own.detailRow}>
            <dt>Quantity</dt>
            <dd className={own.dd}>{line.quantity}</dd>
          </div>
          <div className={own.detailRow}>
            <dt>Total</dt>
            <dd className={own.dd}>
              <Price amount={line.total} />
            </dd>
          </div>
        </dl>
        <EgiftDetails line={line} />
        <form method="post" action={CART_URL} noValidate className={own.form}>
          <input type="hidden" name={CART_FIELDS.line} value={line.orderItemId} />
          {line.isEgift ? (
            <p className={own.muted}>{CART_TEXT.egiftQuantity}</p>
          ) : (
            <div className={own.quantity}>
              <TextField
                label="Quantity"
                id={quantityFieldId(line.orderItemId)}
                name={CART_FIELDS.quantity}
                type="number"
                inputMode="numeric"
                min={bounds?.min ?? 1}
                {...(bounds ? { max: bounds.max } : {})}
                defaultValue={error?.attempted ?? String(line.quantity)}
                error={error?.message ?? null}
                helperText={bounds ? `${bounds.min} to ${bounds.max}` : undefined}
                className={own.quantityField}
              />
              <Button type="submit" name={CART_FIELDS.intent} value="update" variant="secondary">
                Update <span className={visuallyHidden}>quantity of {label}</span>
              </Button>
            </div>
          )}
          <div className={own.actions}>
            {edit ? (
              <Link href={edit} variant="standalone" className={own.action}>
                Edit <span className={visuallyHidden}>{label}</span>
              </Link>
            ) : null}
            <Button type="submit" name={CART_FIELDS.intent} value="remove" variant="tertiary">
              Remove <span className={visuallyHidden}>{label}</span>
            </Button>
          </div>
        </form>
      </article>
    </li>
  );
}

export default function CartPage({ data }: { data: CartPageData }) {
  const titleId = useId();
  const linesId = useId();
  const summaryId = useId();
  const { cart, notice } = data;
  const empty = cart.lines.length === 0;
  return (
    <section aria-labelledby={titleId} className={own.page}>
      <h1 id={titleId} className={styles.title}>
        {CART_TEXT.title}
      </h1>
      <Notice notice={notice} />
      {empty ? (
        <>
          <p className={styles.lead}>{CART_TEXT.empty}</p>
          <p>
            <Link href="/" variant="standalone" className={styles.link}>
              {CART_TEXT.continueShopping}
            </Link>
          </p>
        </>
      ) : (
        <div className={own.layout}>
          <section aria-labelledby={linesId}>
            <h2 id={linesId} className={own.heading}>
              Items ({cart.count})
            </h2>
            <ul className={own.lines} aria-labelledby={linesId}>
              {cart.lines.map((line) => (
                <Line
                  key={line.orderItemId}
                  line={line}
                  bounds={data.limits[line.orderItemId] ?? null}
                  notice={notice}
                />
              ))}
            </ul>
          </section>
          <section aria-labelledby={summaryId} className={own.summary}>
            <h2 id={summaryId} className={own.heading}>
              Order summary
            </h2>
            <OrderTotals totals={cart.totals} taxLabel="Estimated tax" />
            <CartExpressCheckoutArea
              cart={cart}
              config={data.config}
              signedIn={data.shopper.signedIn}
              options={data.shopper.expressOptions}
            />
            <p>
              <Link href={CHECKOUT_URL} variant="standalone" className={styles.link}>
                {CART_TEXT.checkout}
              </Link>
            </p>
            <p>
              <Link href="/" variant="standalone">
                {CART_TEXT.continueShopping}
              </Link>
            </p>
          </section>
        </div>
      )}
    </section>
  );
}
