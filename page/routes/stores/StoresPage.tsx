/**
 * The store picker without JavaScript (spec 9 "Pick Up at a Different Store"): a plain page at
 * /p/:slug/stores with a GET form (ZIP code → the stores near it) and a POST form choosing one
 * (route.ts). The copy and rules are the dialog's (purchase/storePicker.ts).
 *
 * Accessibility: the ZIP field is labelled, its error is tied to it (aria-describedby,
 * aria-invalid) and focused; the stores are a fieldset of native radios with a legend; the result
 * count is a status message.
 */
import { Button, Link } from '@cairnfield/design-system';
import type { StoreSearch } from '../../domain';
import * as form from '../../layout/form.css';
import * as styles from '../../layout/page.css';
import { STORE_PICKER_TEXT as T, resultsMessage, toPickerStore } from '../../purchase/storePicker';
import type { StoresPageData } from './data';
import * as own from './StoresPage.css';

function StoreList({ data, search }: { data: StoresPageData; search: StoreSearch }) {
  const stores = search.stores.map(toPickerStore);
  if (stores.length === 0) return null;
  return (
    <form method="post" action={`/p/${data.slug}/stores`} className={form.form}>
      <input type="hidden" name="zip" value={search.zipCode} />
      <fieldset
        className={own.fieldset}
        aria-describedby={data.chooseError ? 'choose-error' : undefined}
      >
        <legend className={own.legend}>{T.resultsLabel}</legend>
        <ul className={own.stores}>
          {stores.map((store, i) => {
            const id = `store-${i}`;
            const offers = store.eligibility
              .map((o) => `${o.label}: ${o.eligible ? T.eligibleText : T.ineligibleText}.`)
              .join(' ');
            return (
              <li key={store.storeId}>
                <label htmlFor={id} className={own.store}>
                  <input
                    type="radio"
                    id={id}
                    name="storeId"
                    value={store.storeId}
                    defaultChecked={store.storeId === data.storeId}
                    aria-describedby={`${id}-details`}
                    className={own.radio}
                  />
                  <span>
                    <strong>{store.name}</strong>{' '}
                    <span className={own.muted}>{store.distance}</span>
                    <span id={`${id}-details`} className={own.details}>
                      {store.address}
                      <br />
                      <span
                        className={own.muted}
                      >{`${T.hoursLabel}: ${store.hours.join(', ')}`}</span>
                      <br />
                      {offers}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {data.chooseError ? (
        <p id="choose-error" className={form.fieldError} role="alert">
          {data.chooseError}
        </p>
      ) : null}
      <Button type="submit" className={form.submit}>
        {T.chooseLabel}
      </Button>
    </form>
  );
}

export default function StoresPage({ data }: { data: StoresPageData }) {
  const { search } = data;
  const listed = search !== null && search.stores.length > 0;
  return (
    <>
      <h1 className={styles.title}>{T.title}</h1>
      <p className={styles.lead}>{T.description}</p>
      <form
        method="get"
        action={`/p/${data.slug}/stores`}
        role="search"
        noValidate
        className={form.form}
      >
        <label htmlFor="zip" className={form.label}>
          {T.zipLabel}
        </label>
        <p id="zip-hint" className={form.hint}>
          {T.zipHelper}
        </p>
        <input
          type="text"
          id="zip"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={data.zip}
          aria-invalid={data.zipError ? 'true' : 'false'}
          aria-describedby={data.zipError ? 'zip-hint zip-error' : 'zip-hint'}
          // Only after a failed post: the page loads again with the field in error focused, so focus
          // never starts on <body> (WCAG 3.3.1).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={data.zipError !== null}
          className={form.shortInput}
        />
        {data.zipError ? (
          <p id="zip-error" className={form.fieldError}>
            {data.zipError}
          </p>
        ) : null}
        <Button type="submit" className={form.submit}>
          {T.searchLabel}
        </Button>
      </form>
      {search ? <p role="status">{resultsMessage(search)}</p> : null}
      {search && listed ? (
        <StoreList data={data} search={search} />
      ) : data.chooseError ? (
        // A choice refused with no list to show it beside (a form from another site, or a ZIP
        // the shop refused): said on its own, so the shopper still reads why.
        <p className={form.fieldError} role="alert">
          {data.chooseError}
        </p>
      ) : null}
      <p>
        <Link href={`/p/${data.slug}`} variant="standalone" className={styles.link}>
          Back to the gift card
        </Link>
      </p>
    </>
  );
}
