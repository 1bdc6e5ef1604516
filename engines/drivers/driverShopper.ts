/**
 * What the two adapters share: the Shopper's queries, waits and reads, written over the few
 * things a driver must provide (run a function in the page, click an element, send keys, go to a
 * URL). H is the driver's element reference: a Puppeteer ElementHandle, a WebDriver WebElement.
 */
import { describeQuery, serializeText, type SerializedQuery } from '../query';
import {
  found,
  isFound,
  waitFor,
  type Found,
  type Key,
  type Query,
  type Shopper,
  type ShopperCapabilities,
  type Target,
} from '../shopper';

/** The answer of a query run in a page that has no queries yet. */
const NOT_INSTALLED = '__shopperQueries not installed';

// In-page functions, written as source so that nothing a test transform adds ends up in them.
const FIND_SOURCE = `(query, within) => window.__shopperQueries
  ? window.__shopperQueries.find(query, within)
  : ${JSON.stringify(NOT_INSTALLED)}`;
const COUNT_SOURCE = `(query, within) => window.__shopperQueries
  ? window.__shopperQueries.count(query, within)
  : ${JSON.stringify(NOT_INSTALLED)}`;
const STEADY_SOURCE = `(element) => window.__shopperQueries
  ? window.__shopperQueries.steady(element)
  : ${JSON.stringify(NOT_INSTALLED)}`;
const READ_SOURCE = `(element, what, name) => {
  if (what === 'text') return (element.textContent || '').replace(/\\s+/g, ' ').trim();
  if (what === 'value') return element.value == null ? '' : String(element.value);
  if (what === 'checked') return element.checked === true || element.getAttribute('aria-checked') === 'true';
  if (what === 'focused') return element.isConnected && element === element.ownerDocument.activeElement;
  if (what === 'attribute') return element.getAttribute(name);
  if (what === 'select') { element.focus(); if (typeof element.select === 'function') element.select(); return true; }
  throw new Error('unknown read ' + what);
}`;

type Read = 'text' | 'value' | 'checked' | 'focused' | 'attribute' | 'select';

export abstract class DriverShopper<H> implements Shopper {
  abstract readonly can: ShopperCapabilities;

  constructor(
    /** Where the shop is (the fault proxy's origin). */
    protected readonly origin: string,
    /** The in-page query bundle's source (../inPageBundle.ts). */
    private readonly queriesSource: string,
  ) {}

  /** Runs a function's source in the page with the arguments; element handles may be among them. */
  protected abstract call<R>(source: string, args: unknown[]): Promise<R>;
  /** As `call`, for a function that returns an element or a string: the handle, or the string. */
  protected abstract callForElement(source: string, args: unknown[]): Promise<H | string>;
  /** Runs a classic script in the page (the query bundle). */
  protected abstract runScript(source: string): Promise<void>;
  protected abstract clickElement(element: H): Promise<void>;
  protected abstract sendText(text: string): Promise<void>;
  protected abstract sendKey(key: Key): Promise<void>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract currentUrl(): Promise<string>;
  abstract errors(): Promise<string[]>;
  abstract close(): Promise<void>;

  async goto(path: string): Promise<void> {
    await this.navigate(new URL(path, this.origin).href);
  }

  async path(): Promise<string> {
    const url = new URL(await this.currentUrl());
    return url.pathname + url.search;
  }

  async waitForHydration(): Promise<void> {
    await waitFor('the page to hydrate (window.__hydrated)', async () =>
      (await this.call<boolean>('() => window.__hydrated === true', []))
        ? { value: true }
        : { reason: 'window.__hydrated is not true yet' },
    );
  }

  /** The query as JSON, and the pinned element it looks inside, if any. */
  private serialize(query: Query): { query: SerializedQuery; root: H | null } {
    const own: SerializedQuery = {
      ...(query.role ? { role: query.role } : {}),
      ...(query.name !== undefined ? { name: serializeText(query.name) } : {}),
      ...(query.checked !== undefined ? { checked: query.checked } : {}),
      ...(query.label !== undefined ? { label: serializeText(query.label) } : {}),
      ...(query.text !== undefined ? { text: serializeText(query.text) } : {}),
      ...(query.hasText !== undefined ? { hasText: serializeText(query.hasText) } : {}),
    };
    if (!query.within) return { query: own, root: null };
    if (isFound(query.within)) {
      return { query: own, root: (query.within as Found & { handle: H }).handle };
    }
    const outer = this.serialize(query.within);
    return { query: { ...own, within: outer.query }, root: outer.root };
  }

  /** Asks the page once; installs the queries first when the page has none yet. */
  private async findOnce(query: SerializedQuery, root: H | null): Promise<H | string> {
    let answer = await this.callForElement(FIND_SOURCE, [query, root]);
    if (answer === NOT_INSTALLED) {
      await this.runScript(this.queriesSource);
      answer = await this.callForElement(FIND_SOURCE, [query, root]);
    }
    return answer;
  }

  async find(target: Target): Promise<Found> {
    if (isFound(target)) return target;
    const { query, root } = this.serialize(target);
    const description = describeQuery(query);
    const element = await waitFor(description, async () => {
      const answer = await this.findOnce(query, root);
      return typeof answer === 'string' ? { reason: answer } : { value: answer };
    });
    return found(element, description);
  }

  async count(query: Query): Promise<number> {
    const { query: serialized, root } = this.serialize(query);
    let answer = await this.call<number | string>(COUNT_SOURCE, [serialized, root]);
    if (answer === NOT_INSTALLED) {
      await this.runScript(this.queriesSource);
      answer = await this.call<number | string>(COUNT_SOURCE, [serialized, root]);
    }
    return Number(answer);
  }

  private handleOf(element: Found): H {
    return (element as Found & { handle: H }).handle;
  }

  /**
   * Finds the target and does `act` on it; when the act fails (the element was re-rendered, or
   * something covers it for a moment) a query is found again and the act retried, in bounded time.
   */
  private async withElement<R>(target: Target, what: string, act: (element: H) => Promise<R>) {
    return waitFor(
      `${what} ${isFound(target) ? target.description : describeQuery(this.serialize(target).query)}`,
      async () => {
        const element = this.handleOf(await this.find(target));
        return { value: await act(element) };
      },
    );
  }

  private read<R>(target: Target, what: Read, name?: string): Promise<R> {
    return this.withElement(target, `reading ${what} of`, (element) =>
      this.call<R>(READ_SOURCE, [element, what, name ?? null]),
    );
  }

  /**
   * Clicks once the element is in view and holds still (../inPage/steadyBox.ts): the driver aims
   * at its box and then clicks, and a page still scrolling between the two sends the click to
   * whatever came under the pointer.
   */
  private async clickWhenSteady(element: H): Promise<void> {
    const steady = await this.call<true | string>(STEADY_SOURCE, [element]);
    if (steady !== true) throw new Error(steady);
    await this.clickElement(element);
  }

  async click(target: Target): Promise<void> {
    await this.withElement(target, 'clicking', (element) => this.clickWhenSteady(element));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.withElement(target, 'typing into', async (element) => {
      await this.clickWhenSteady(element);
      // What the field held is selected, so the typed text replaces it (as a triple-click would).
      await this.call(READ_SOURCE, [element, 'select', null]);
    });
    await this.sendText(text);
  }

  async press(key: Key): Promise<void> {
    await this.sendKey(key);
  }

  text(target: Target): Promise<string> {
    return this.read(target, 'text');
  }

  value(target: Target): Promise<string> {
    return this.read(target, 'value');
  }

  attribute(target: Target, name: string): Promise<string | null> {
    return this.read(target, 'attribute', name);
  }

  isChecked(target: Target): Promise<boolean> {
    return this.read(target, 'checked');
  }

  isFocused(target: Target): Promise<boolean> {
    return this.read(target, 'focused');
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.call<Awaited<R>>(fn.toString(), args);
  }
}
