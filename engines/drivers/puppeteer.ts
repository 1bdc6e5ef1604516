/**
 * Chromium over the DevTools protocol and Firefox ESR over WebDriver BiDi, both through
 * puppeteer-core (24.x: the last line that runs on Node 20) with Debian's binaries. Each shopper
 * is a fresh browser context (its own cookies and storage) in one browser per engine. The driver
 * reads the browser's console and uncaught errors itself.
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import type { Engine } from '../engine';
import type { Key, Shopper, ShopperCapabilities } from '../shopper';
import { DriverShopper } from './driverShopper';

/**
 * Puppeteer sends a function to the page as its source text (toString): this one's is `source`.
 * It never runs in Node.
 */
function fromSource(source: string): (...args: unknown[]) => unknown {
  return Object.assign(() => undefined, { toString: () => source });
}

class PuppeteerShopper extends DriverShopper<ElementHandle> {
  readonly can: ShopperCapabilities = { browserConsole: true };
  private readonly collected: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    origin: string,
    queriesSource: string,
  ) {
    super(origin, queriesSource);
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      this.collected.push(where ? `${message.text()} (${where})` : message.text());
    });
    page.on('pageerror', (error) => {
      this.collected.push(`Uncaught ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  protected call<R>(source: string, args: unknown[]): Promise<R> {
    return this.page.evaluate(fromSource(source), ...args) as Promise<R>;
  }

  protected async callForElement(source: string, args: unknown[]) {
    const handle = await this.page.evaluateHandle(fromSource(source), ...args);
    const element = handle.asElement();
    if (element) return element as ElementHandle;
    const value = (await handle.jsonValue()) as string;
    await handle.dispose();
    return value;
  }

  protected async runScript(source: string): Promise<void> {
    await this.page.evaluate(source);
  }

  protected async clickElement(element: ElementHandle): Promise<void> {
    await element.click();
  }

  protected async sendText(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  protected async sendKey(key: Key): Promise<void> {
    if (key === 'Shift+Tab') {
      await this.page.keyboard.down('Shift');
      await this.page.keyboard.press('Tab');
      await this.page.keyboard.up('Shift');
      return;
    }
    await this.page.keyboard.press(key satisfies KeyInput);
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  protected currentUrl(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  errors(): Promise<string[]> {
    return Promise.resolve([...this.collected]);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchPuppeteerEngine(
  kind: 'chromium' | 'firefox',
  executablePath: string,
): Promise<Engine> {
  const browser: Browser =
    kind === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath,
          headless: true,
          // A copy: Puppeteer merges our --disable-features with its own by splicing the array.
          args: [...CHROMIUM_ARGS],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          protocol: 'webDriverBiDi',
          executablePath,
          headless: true,
        });
  return {
    can: { browserConsole: true },
    async newShopper(origin, queriesSource): Promise<Shopper> {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        await page.setViewport({ width: 1280, height: 800 });
        return new PuppeteerShopper(context, page, origin, queriesSource);
      } catch (error) {
        await context.close().catch(() => undefined);
        throw error;
      }
    },
    async close() {
      await browser.close();
    },
  };
}
