/**
 * The simulator's payment sheet: a modal dialog (the design system's Modal, APG modal dialog)
 * where the shopper chooses a shipping contact and method, sees the totals and authorizes or
 * cancels. Every change of state is announced in a status line; errors are alerts.
 */
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { Button, InlineAlert, Modal } from '@cairnfield/design-system';
import { SAMPLE_CONTACTS, SAMPLE_CARD, SAMPLE_ACCOUNT_WALLET_ADDRESSES } from './fixtures';
import { sheetStore, type AccountSheet, type DeviceSheet, type SheetActions } from './state';
import * as styles from './simulator.css';

const dollars = (amount: string) => `$${amount}`;

/** One choice of the sheet (contact, method, address): a native radio group in a fieldset. */
function Choices({
  legend,
  options,
  selected,
  disabled,
  onSelect,
}: {
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  selected: string | null | undefined;
  disabled: boolean;
  onSelect: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.option}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={o.value}
            checked={selected === o.value}
            disabled={disabled}
            onChange={() => onSelect(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function DeviceBody({ sheet, actions }: { sheet: DeviceSheet; actions: SheetActions }) {
  const busy = sheet.phase !== 'ready' && sheet.phase !== 'failed';
  const contactErrors = sheet.errors.filter((e) => e.code !== 'unknown');
  return (
    <div className={styles.body}>
      <p className={styles.muted}>Pay with {SAMPLE_CARD.displayName}. Simulated: no money moves.</p>
      {sheet.needsShipping ? (
        <Choices
          legend="Shipping contact"
          options={SAMPLE_CONTACTS.map((c) => ({ value: c.id, label: c.summary }))}
          selected={sheet.contactId}
          disabled={busy}
          onSelect={(id) => actions.selectContact(id)}
        />
      ) : (
        <p>Contact: {SAMPLE_CONTACTS[0]!.contact.emailAddress}</p>
      )}
      {sheet.needsShipping && sheet.methods.length > 0 ? (
        <Choices
          legend="Shipping method"
          options={sheet.methods.map((m) => ({
            value: m.identifier,
            label: (
              <>
                {m.label}, {dollars(m.amount)}
                {m.detail ? <span className={styles.muted}> ({m.detail})</span> : null}
              </>
            ),
          }))}
          selected={sheet.methodId}
          disabled={busy}
          onSelect={(id) => actions.selectMethod(id)}
        />
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
  const busy = sheet.phase !== 'ready';
  return (
    <div className={styles.body}>
      <p>Signed in as Sandbox Buyer (sandbox.buyer@example.com). Simulated: no money moves.</p>
      <Choices
        legend="Ship to"
        options={SAMPLE_ACCOUNT_WALLET_ADDRESSES.map((a) => ({ value: a.id, label: a.summary }))}
        selected={sheet.addressId}
        disabled={busy}
        onSelect={(id) => actions.selectAddress(id)}
      />
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
