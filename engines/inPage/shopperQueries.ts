/**
 * Runs in the page under test, in every engine: Testing Library's queries behind one function,
 * window.__shopperQueries.find(query, within), and the wait before a click for its target to be in
 * view and still (steady). Bundled once for the browser when the suite starts
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
import { inView, scrollEnded, waitUntilSteady, type Seen } from './steadyBox';

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

/** How long one in-page wait for a still target lasts; the driver asks again until its own time-out. */
const STEADY_WAIT_MS = 1000;

/** The next animation frame, or a quarter of a second if none comes (a page the browser throttles). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      cancelAnimationFrame(frame);
      resolve();
    }, 250);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Before a click: brings the element into view if it is not (the page's own scroll behaviour,
 * smooth where the page asks for it, as a shopper's scroll), waits for that scroll to end, then
 * until the element holds still (./steadyBox.ts). True, or why not (the driver finds the element
 * again and asks again).
 */
function steady(element: Element): Promise<true | string> {
  if (!element.isConnected) return Promise.resolve('it is no longer in the page');
  const look = (): Seen => ({
    box: element.getBoundingClientRect(),
    viewport: {
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    },
  });
  const seen = look();
  if (inView(seen.box, seen.viewport)) {
    return waitUntilSteady(look, nextFrame, { timeoutMs: STEADY_WAIT_MS });
  }
  const ended = scrollEnd();
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
  return ended.then(() => waitUntilSteady(look, nextFrame, { timeoutMs: STEADY_WAIT_MS }));
}

/** The end of the scroll under way (./steadyBox.ts), where the browser says when a scroll ends. */
function scrollEnd(): Promise<unknown> {
  return 'onscrollend' in window ? scrollEnded(document, STEADY_WAIT_MS) : Promise.resolve();
}

declare global {
  interface Window {
    __shopperQueries?: {
      find: typeof find;
      count: typeof count;
      steady: typeof steady;
      describeText: typeof describeText;
    };
  }
}

window.__shopperQueries = { find, count, steady, describeText };
