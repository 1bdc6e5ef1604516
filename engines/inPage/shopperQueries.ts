/**
 * Runs in the page under test, in every engine: Testing Library's queries behind one function,
 * window.__shopperQueries.find(query, within). Bundled once for the browser when the suite starts
 * (../inPageBundle.ts) and injected by the driver adapters on a page's first query, so role and
 * accessible-name queries behave identically in Chromium, Firefox and WebKit; the element found
 * goes back to the driver as its own element reference, and real input goes through the driver.
 */
import { queryAllByLabelText, queryAllByRole, queryAllByText } from '@testing-library/dom';
import {
  deserializeText,
  describeQuery,
  describeText,
  type SerializedQuery,
  type SerializedText,
} from '../query';

function matches(text: string, match: SerializedText): boolean {
  const wanted = deserializeText(match);
  const normalized = text.replace(/\s+/g, ' ').trim();
  return typeof wanted === 'string' ? normalized.includes(wanted) : wanted.test(normalized);
}

function findAll(query: SerializedQuery, container: HTMLElement): HTMLElement[] {
  let found: HTMLElement[];
  if (query.role) {
    found = queryAllByRole(container, query.role, {
      ...(query.name ? { name: deserializeText(query.name) } : {}),
      ...(query.checked !== undefined ? { checked: query.checked } : {}),
    });
  } else if (query.label) {
    found = queryAllByLabelText(container, deserializeText(query.label));
  } else if (query.text) {
    found = queryAllByText(container, deserializeText(query.text));
  } else {
    throw new Error(`a query needs a role, a label or a text: ${describeQuery(query)}`);
  }
  const hasText = query.hasText;
  return hasText ? found.filter((element) => matches(element.textContent ?? '', hasText)) : found;
}

/**
 * The one element the query names, or why there is not exactly one (the driver waits and asks
 * again until there is, or its time is up).
 */
function find(query: SerializedQuery, within: HTMLElement | null): HTMLElement | string {
  let container = within ?? document.body;
  if (query.within) {
    const outer = find(query.within, within);
    if (typeof outer === 'string') return outer;
    container = outer;
  }
  const found = findAll(query, container);
  if (found.length === 1) return found[0]!;
  const what = describeQuery({ ...query, within: undefined });
  return found.length === 0
    ? `no element with ${what}`
    : `${found.length} elements with ${what}, where one was expected`;
}

/** How many elements the query names now (0 when its `within` is not there). */
function count(query: SerializedQuery, within: HTMLElement | null): number {
  let container = within ?? document.body;
  if (query.within) {
    const outer = find(query.within, within);
    if (typeof outer === 'string') return 0;
    container = outer;
  }
  return findAll(query, container).length;
}

declare global {
  interface Window {
    __shopperQueries?: {
      find: typeof find;
      count: typeof count;
      describeText: typeof describeText;
    };
  }
}

window.__shopperQueries = { find, count, describeText };
