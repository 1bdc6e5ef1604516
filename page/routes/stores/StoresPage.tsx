/**
 * The store picker without JavaScript (spec 9 "Pick Up at a Different Store"): a plain page at
 * /p/:slug/stores with a GET form (ZIP code → the stores near it) and a POST form choosing one
 * (routes/stores/route.ts). The copy and rules are the dialog's (purchase/storePicker.ts).
 *
 * Accessibility: the ZIP field is labelled, its error is tied to it (aria-describedby,
 * aria-invalid) and focused; the stores are a fieldset of native radios with a legend; the result
 * count is a status message.
 */
import type { StoreSearch } from '../../domain';
import { STORE_PICKER_TEXT as T, resultsMessage, toPickerStore } from '../../purchase/storePicker';
import { escapeHtml } from '../signIn/SignInPage';

export interface StoresPageState {
  slug: string;
  zip: string;
  zipError: string | null;
  search: StoreSearch | null;
  /** The shopper's current store (checked when listed). */
  storeId: string | null;
  /** An error about the choice (none checked, the shop refused). */
  chooseError: string | null;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1b1f1d; background: #f6f5f1; }
  main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { font-weight: 600; }
  input[type=text] { display: block; width: 12rem; padding: 0.6rem; font-size: 1rem; margin: 0.25rem 0;
    border: 1px solid #5c6360; border-radius: 4px; }
  input[aria-invalid=true] { border: 2px solid #b3261e; }
  .hint { color: #4a514e; margin: 0.25rem 0; }
  .field-error { color: #b3261e; margin: 0.25rem 0 0; }
  button { margin-top: 0.75rem; padding: 0.7rem 1.4rem; font-size: 1rem; background: #1f5c3a;
    color: #fff; border: 0; border-radius: 4px; cursor: pointer; min-height: 44px; }
  fieldset { border: 0; padding: 0; margin: 1rem 0 0; }
  legend { font-weight: 700; margin-bottom: 0.5rem; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
  li label { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem; padding: 0.75rem;
    border: 1px solid #5c6360; border-radius: 4px; font-weight: 400; cursor: pointer; }
  li input { width: 20px; height: 20px; margin: 2px 0 0; }
  .name { font-weight: 700; }
  .details { display: block; }
  .muted { color: #4a514e; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #0b57d0;
    outline-offset: 2px; }
  a { color: #1f5c3a; }
`;

function storeList(state: StoresPageState, search: StoreSearch): string {
  const stores = search.stores.map(toPickerStore);
  const items = stores
    .map((store, i) => {
      const id = `store-${i}`;
      const offers = store.eligibility
        .map((o) => `${o.label}: ${o.eligible ? T.eligibleText : T.ineligibleText}.`)
        .join(' ');
      return `<li><label for="${id}">
  <input type="radio" id="${id}" name="storeId" value="${escapeHtml(store.storeId)}"${store.storeId === state.storeId ? ' checked' : ''} aria-describedby="${id}-details">
  <span><span class="name">${escapeHtml(store.name)}</span> <span class="muted">${escapeHtml(store.distance)}</span>
  <span id="${id}-details" class="details">${escapeHtml(store.address)}<br><span class="muted">${escapeHtml(`${T.hoursLabel}: ${store.hours.join(', ')}`)}</span><br>${escapeHtml(offers)}</span></span>
</label></li>`;
    })
    .join('\n');
  const error = state.chooseError
    ? `<p id="choose-error" class="field-error" role="alert">${escapeHtml(state.chooseError)}</p>`
    : '';
  return stores.length === 0
    ? ''
    : `<form method="post" action="/p/${escapeHtml(state.slug)}/stores">
  <input type="hidden" name="zip" value="${escapeHtml(search.zipCode)}">
  <fieldset${state.chooseError ? ' aria-describedby="choose-error"' : ''}>
    <legend>${escapeHtml(T.resultsLabel)}</legend>
    <ul>
${items}
    </ul>
  </fieldset>
  ${error}
  <button type="submit">${escapeHtml(T.chooseLabel)}</button>
</form>`;
}

/** The whole document. `nonce` is the response's CSP nonce (the page has no script). */
export function renderStoresPage(state: StoresPageState, nonce: string): string {
  const describedBy = ['zip-hint', state.zipError ? 'zip-error' : null].filter(Boolean).join(' ');
  const status = state.search
    ? `<p role="status">${escapeHtml(resultsMessage(state.search))}</p>`
    : '';
  const title = state.zipError || state.chooseError ? `Error: ${T.title}` : T.title;
  const list = state.search ? storeList(state, state.search) : '';
  // A choice refused with no list to show it beside (a form from another site, or a ZIP the
  // shop refused): said on its own, so the shopper still reads why.
  const orphanError = state.chooseError
    ? `<p class="field-error" role="alert">${escapeHtml(state.chooseError)}</p>`
    : '';
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Cairnfield Outfitters</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(T.title)}</h1>
<p>${escapeHtml(T.description)}</p>
<form method="get" action="/p/${escapeHtml(state.slug)}/stores" role="search" novalidate>
  <label for="zip">${escapeHtml(T.zipLabel)}</label>
  <p id="zip-hint" class="hint">${escapeHtml(T.zipHelper)}</p>
  <input type="text" id="zip" name="zip" inputmode="numeric" autocomplete="postal-code" maxlength="10"
    value="${escapeHtml(state.zip)}" aria-invalid="${state.zipError ? 'true' : 'false'}" aria-describedby="${describedBy}"${state.zipError ? ' autofocus' : ''}>
  ${state.zipError ? `<p id="zip-error" class="field-error">${escapeHtml(state.zipError)}</p>` : ''}
  <button type="submit">${escapeHtml(T.searchLabel)}</button>
</form>
${status}
${list || orphanError}
<p><a href="/p/${escapeHtml(state.slug)}">Back to the gift card</a></p>
</main>
</body>
</html>`;
}
