import {
  Fragment,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { Button } from '../Button/Button';
import { FieldError } from '../Field/FieldError';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { useListFormatter } from '../../i18n/useListFormatter';
import * as styles from './StorePicker.css';

/** One store of the results, as the shop wants it shown (already formatted). */
export interface StorePickerStore {
  storeId: string;
  name: string;
  /** One line, e.g. '1600 Wynkoop Street, Denver, CO 80202'. */
  address: string;
  /** E.g. '2.4 miles'. */
  distance: string;
  /** One line per group of days, e.g. 'Mon–Sat 9 AM–9 PM'. */
  hours: readonly string[];
  /** What the store offers, e.g. { label: 'Ship to store', eligible: true }. */
  eligibility: readonly { label: string; eligible: boolean }[];
}

/** Every text the picker shows; it knows no shop. */
export interface StorePickerCopy {
  /** Names the dialog, e.g. 'Pick Up at a Different Store'. */
  title: string;
  /** Describes the dialog. */
  description?: string;
  zipLabel: string;
  /** Hint under the ZIP field, e.g. '5 digits, like 80202'. */
  zipHelper?: string;
  searchLabel: string;
  /** Said while the search runs, e.g. 'Finding stores'. */
  searchingLabel: string;
  /** Names the group of stores, e.g. 'Stores near you'. */
  resultsLabel: string;
  /** Introduces each store's hours, e.g. 'Hours'. */
  hoursLabel: string;
  chooseLabel: string;
  /** Said while the choice is saved, e.g. 'Saving your store'. */
  choosingLabel: string;
  /** Shown when Choose is pressed with no store checked. */
  chooseRequired: string;
  /** Marks eligible and ineligible offers for screen readers, e.g. 'available' / 'not available'. */
  eligibleText: string;
  ineligibleText: string;
  closeLabel?: string;
}

export interface StorePickerProps {
  copy: StorePickerCopy;
  /** The element that opens the picker; focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus returns when the picker is opened from outside (no `trigger`). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The ZIP code the field starts with (e.g. the shopper's last one). */
  defaultZip?: string;
  /** The ZIP rule: an error message, or null when the value is fine. */
  validateZip: (zip: string) => string | null;
  /** Called with a valid ZIP code when the shopper searches. */
  onSearch: (zip: string) => void;
  /** A search is running. @default false */
  searching?: boolean;
  /** The shop refused the search (e.g. an unknown ZIP); shown on the ZIP field. */
  searchError?: string | null;
  /** The stores found, nearest first; null before the first search. */
  results: readonly StorePickerStore[] | null;
  /** Announced politely when results arrive, e.g. '5 stores within 100 miles of 80202'. */
  resultsMessage?: string | null;
  /** The shopper's current store: checked when it is among the results. */
  selectedStoreId?: string | null;
  /** Called with the checked store when the shopper chooses it. */
  onChoose: (storeId: string) => void;
  /** The choice is being saved. @default false */
  choosing?: boolean;
  /** Saving the choice failed. */
  chooseError?: string | null;
}

/**
 * A store picker: a modal dialog (APG Modal Dialog through Modal) with a labelled ZIP field and a
 * search button, the stores found as a group of native radios (APG Radio Group: Tab enters at the
 * checked store, arrow keys move and check), and a choose button. Copy, the ZIP rule and the
 * results come in as props.
 */
export function StorePicker({
  copy,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  returnFocusRef,
  defaultZip = '',
  validateZip,
  onSearch,
  searching = false,
  searchError = null,
  results,
  resultsMessage = null,
  selectedStoreId = null,
  onChoose,
  choosing = false,
  chooseError = null,
}: StorePickerProps) {
  const id = useId();
  // A store's hours joined as the locale joins a list ('a, b, c').
  const list = useListFormatter({ type: 'unit', style: 'short' });
  const chooseFormId = `${id}-choose`;
  const chooseErrorId = `${id}-choose-error`;
  const [zip, setZip] = useState(defaultZip);
  const [zipError, setZipError] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(() =>
    results?.some((s) => s.storeId === selectedStoreId) ? (selectedStoreId ?? null) : null,
  );
  const [missingChoice, setMissingChoice] = useState(false);
  const zipRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  // New results: the current store stays checked when it is among them; otherwise none is.
  // Compared by their store ids, so a caller that maps its results on every render keeps the
  // shopper's check. (State adjusted while rendering, React's pattern for state following a prop.)
  const resultsKey = results ? results.map((s) => s.storeId).join(',') : null;
  const [shownKey, setShownKey] = useState(resultsKey);
  if (shownKey !== resultsKey) {
    setShownKey(resultsKey);
    setChecked(
      results?.some((s) => s.storeId === selectedStoreId) ? (selectedStoreId ?? null) : null,
    );
    setMissingChoice(false);
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    const error = validateZip(value);
    setZipError(error);
    if (error) {
      zipRef.current?.focus();
      return;
    }
    if (!searching) onSearch(value);
  };

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (choosing) return;
    if (!checked) {
      setMissingChoice(true);
      return;
    }
    onChoose(checked);
  };

  const fieldError = zipError ?? searchError;
  const chooseMessage = missingChoice ? copy.chooseRequired : chooseError;
  const hasResults = results !== null && results.length > 0;

  return (
    <Modal
      title={copy.title}
      description={copy.description}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      closeLabel={copy.closeLabel}
      size="medium"
      footer={
        hasResults ? (
          <div className={styles.footer}>
            <Button
              type="submit"
              form={chooseFormId}
              loading={choosing}
              loadingLabel={copy.choosingLabel}
            >
              {copy.chooseLabel}
            </Button>
          </div>
        ) : undefined
      }
    >
      <form className={styles.search} onSubmit={search} noValidate role="search">
        <div className={styles.zipField}>
          <TextField
            ref={zipRef}
            label={copy.zipLabel}
            helperText={copy.zipHelper}
            value={zip}
            onValueChange={(value) => {
              setZip(value);
              if (zipError) setZipError(null);
            }}
            onBlur={() => {
              if (zip.trim() !== '') setZipError(validateZip(zip.trim()));
            }}
            error={fieldError}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            name="zip"
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className={styles.searchButton}
          loading={searching}
          loadingLabel={copy.searchingLabel}
        >
          {copy.searchLabel}
        </Button>
      </form>

      <p className={styles.status} role="status">
        {searching ? copy.searchingLabel : (resultsMessage ?? '')}
      </p>

      {hasResults ? (
        <form id={chooseFormId} onSubmit={choose} noValidate>
          <fieldset
            className={styles.results}
            aria-describedby={chooseMessage ? chooseErrorId : undefined}
          >
            <legend className={styles.legend}>{copy.resultsLabel}</legend>
            <ul className={styles.list}>
              {results.map((store) => {
                const nameId = `${id}-${store.storeId}-name`;
                const detailsId = `${id}-${store.storeId}-details`;
                return (
                  <li key={store.storeId}>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        className={styles.radio}
                        name={`${id}-store`}
                        value={store.storeId}
                        checked={checked === store.storeId}
                        onChange={() => {
                          setChecked(store.storeId);
                          setMissingChoice(false);
                        }}
                        // Named by the store and its distance; the rest describes it.
                        aria-labelledby={nameId}
                        aria-describedby={detailsId}
                      />
                      <span className={styles.storeText}>
                        <span id={nameId} className={styles.storeHead}>
                          <span className={styles.storeName}>{store.name}</span>{' '}
                          <span className={styles.muted}>{store.distance}</span>
                        </span>
                        <span id={detailsId} className={styles.storeText}>
                          <span>{store.address}</span>{' '}
                          <span className={styles.muted}>
                            {`${copy.hoursLabel}: ${list(store.hours)}`}
                          </span>{' '}
                          <span className={styles.eligibility}>
                            {store.eligibility.map((offer, index) => (
                              <Fragment key={offer.label}>
                                {index > 0 ? ' ' : null}
                                <span
                                  className={offer.eligible ? styles.eligible : styles.ineligible}
                                >
                                  <span aria-hidden="true">{offer.eligible ? '✓ ' : '✕ '}</span>
                                  {`${offer.label}: ${offer.eligible ? copy.eligibleText : copy.ineligibleText}.`}
                                </span>
                              </Fragment>
                            ))}
                          </span>
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {chooseMessage ? <FieldError id={chooseErrorId}>{chooseMessage}</FieldError> : null}
        </form>
      ) : null}
    </Modal>
  );
}
