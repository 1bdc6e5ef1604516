/**
 * The simulator's payment sheet: a modal dialog (the design system's Modal, APG modal dialog)
 * where the shopper chooses a shipping contact and method, sees the totals and authorizes or
 * cancels. Every change of state is announced in a status line; errors are alerts.
 */
import { useId, useSyncExternalStore } from 'react';
import { Button, InlineAlert, Modal } from '../../design-system';
import { SAMPLE_CONTACTS, SAMPLE_CARD, SAMPLE_PAYPAL_ADDRESSES } from './fixtures';
import { sheetStore, type AccountSheet, type DeviceSheet, type SheetActions } from './state';
import * as styles from './simulator.css';

const dollars = (amount: string) => `$${amount}`;

function DeviceBody({ sheet, actions }: { sheet: DeviceSheet; actions: SheetActions }) {
  const contactName = useId();
  const methodName = useId();
  const busy = sheet.phase !== 'ready' && sheet.phase !== 'failed';
  const contactErrors = sheet.errors.filter((e) => e.code !== 'unknown');
  return (
    <div className={styles.body}>
      <p className={styles.muted}>Pay with {SAMPLE_CARD.displayName}. Simulated: no money moves.</p>
      {sheet.needsShipping ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Shipping contact</legend>
          {SAMPLE_CONTACTS.map((c) => (
            <label key={c.id} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={contactName}
                value={c.id}
                checked={sheet.contactId === c.id}
                disabled={busy}
                onChange={() => actions.selectContact(c.id)}
              />
              <span>{c.summary}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>Contact: {SAMPLE_CONTACTS[0]!.contact.emailAddress}</p>
      )}
      {sheet.needsShipping && sheet.methods.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Shipping method</legend>
          {sheet.methods.map((m) => (
            <label key={m.identifier} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={methodName}
                value={m.identifier}
                checked={sheet.methodId === m.identifier}
                disabled={busy}
                onChange={() => actions.selectMethod(m.identifier)}
              />
              <span>
                {m.label}, {dollars(m.amount)}
                {m.detail ? <span className={styles.muted}> ({m.detail})</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <dl className={styles.totals} aria-label="Order total">
        {sheet.lineItems.map((l) => (
          <div key={l.label} style={{ display: 'contents' }}>
            <dt>{l.label}</dt>
            <dd className={styles.dd}>{dollars(l.amount)}</dd>
          </div>
        ))}
        <div style={{ display: 'contents' }} className={styles.totalRow}>
          <dt className={styles.totalRow}>Pay {sheet.total.label}</dt>
          <dd className={`${styles.dd} ${styles.totalRow}`}>{dollars(sheet.total.amount)}</dd>
        </div>
      </dl>
      {sheet.errors.length > 0 ? (
        <InlineAlert
          tone="error"
          role="alert"
          title={contactErrors.length ? 'Check your contact' : 'Payment failed'}
        >
          {sheet.errors.map((e) => e.message).join(' ')}
        </InlineAlert>
      ) : null}
    </div>
  );
}

function AccountBody({ sheet, actions }: { sheet: AccountSheet; actions: SheetActions }) {
  const name = useId();
  const busy = sheet.phase !== 'ready';
  return (
    <div className={styles.body}>
      <p>Signed in as Sandbox Buyer (sandbox.buyer@example.com). Simulated: no money moves.</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Ship to</legend>
        {SAMPLE_PAYPAL_ADDRESSES.map((a) => (
          <label key={a.id} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={a.id}
              checked={sheet.addressId === a.id}
              disabled={busy}
              onChange={() => actions.selectAddress(a.id)}
            />
            <span>{a.summary}</span>
          </label>
        ))}
      </fieldset>
      {sheet.error ? (
        <InlineAlert tone="error" role="alert">
          {sheet.error}
        </InlineAlert>
      ) : null}
    </div>
  );
}

export function SimulatorSheet() {
  const { sheet, actions, open, opener } = useSyncExternalStore(
    sheetStore.subscribe,
    sheetStore.get,
    sheetStore.get,
  );
  if (!sheet) return null;
  // A closed sheet has no actions: every control is inert while the dialog closes.
  const act: SheetActions = actions ?? {
    selectContact: () => undefined,
    selectMethod: () => undefined,
    selectAddress: () => undefined,
    pay: () => undefined,
    cancel: () => undefined,
  };
  const busy = sheet.phase === 'starting' || sheet.phase === 'working';
  const device = sheet.wallet === 'device';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) act.cancel();
      }}
      returnFocusRef={{ current: opener }}
      title={device ? 'Apple Pay (simulated)' : 'PayPal (simulated)'}
      description={
        device ? 'Choose how to ship, check the total and pay.' : 'Review where to ship and pay.'
      }
      closeLabel="Cancel payment"
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => act.cancel()}>
            Cancel
          </Button>
          <Button
            loading={busy}
            loadingLabel="Please wait"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) act.pay();
            }}
          >
            {device ? `Pay ${dollars(sheet.total.amount)}` : 'Pay Now'}
          </Button>
        </div>
      }
    >
      <p role="status" className={styles.status}>
        {sheet.status}
      </p>
      {device ? (
        <DeviceBody sheet={sheet} actions={act} />
      ) : (
        <AccountBody sheet={sheet} actions={act} />
      )}
    </Modal>
  );
}
