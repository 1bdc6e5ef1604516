/**
 * WebKitGTK over classic W3C WebDriver: Debian's WebKitWebDriver drives its MiniBrowser, through
 * selenium-webdriver attached to that running driver. WebKitWebDriver refuses BiDi
 * (`webSocketUrl: true` fails to match capabilities), so there is no console and no request
 * interception: errors are captured inside the page (../errorCapture.ts, put there by the fault
 * proxy) and faults come from the fault proxy, as in the other engines.
 *
 * The 4.1 MiniBrowser is a GTK 3 program that needs an X display even with --headless, so the
 * engine starts its own Xvfb on a display it picks (-displayfd: no collision with another run).
 * Each shopper is a new WebDriver session, i.e. a fresh MiniBrowser with its automation
 * session's own, ephemeral storage.
 */
import { Key as SeleniumKey, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import { ERROR_CAPTURE_READ } from '../errorCapture';
import type { Engine } from '../engine';
import { freePort, start, type Started } from '../processes';
import { waitFor, type Key, type Shopper, type ShopperCapabilities } from '../shopper';
import { DriverShopper } from './driverShopper';

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Space: SeleniumKey.SPACE,
  ArrowUp: SeleniumKey.ARROW_UP,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
};

/** An element reference crosses back from executeScript as a WebElement. */
function isElement(value: unknown): value is WebElement {
  return typeof value === 'object' && value !== null && 'getId' in value;
}

class WebDriverShopper extends DriverShopper<WebElement> {
  readonly can: ShopperCapabilities = { browserConsole: false };

  constructor(
    private readonly driver: WebDriver,
    origin: string,
    queriesSource: string,
  ) {
    super(origin, queriesSource);
  }

  protected call<R>(source: string, args: unknown[]): Promise<R> {
    return this.driver.executeScript<R>(`return (${source}).apply(null, arguments);`, ...args);
  }

  protected async callForElement(source: string, args: unknown[]) {
    const answer = await this.call<unknown>(source, args);
    return isElement(answer) ? answer : String(answer);
  }

  protected async runScript(source: string): Promise<void> {
    await this.driver.executeScript(source);
  }

  protected async clickElement(element: WebElement): Promise<void> {
    await element.click();
  }

  protected async sendText(text: string): Promise<void> {
    await this.driver.actions().sendKeys(text).perform();
  }

  protected async sendKey(key: Key): Promise<void> {
    const actions = this.driver.actions();
    if (key === 'Shift+Tab') {
      await actions
        .keyDown(SeleniumKey.SHIFT)
        .sendKeys(SeleniumKey.TAB)
        .keyUp(SeleniumKey.SHIFT)
        .perform();
    } else {
      await actions.sendKeys(KEYS[key]).perform();
    }
  }

  protected async navigate(url: string): Promise<void> {
    await this.driver.get(url);
  }

  protected currentUrl(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  async errors(): Promise<string[]> {
    return this.call<string[]>(ERROR_CAPTURE_READ, []);
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}

/** Starts Xvfb on a free display; resolves with the display (':7') once it accepts clients. */
async function startXvfb(xvfbPath: string): Promise<{ display: string; process: Started }> {
  const xvfb = start(
    xvfbPath,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'],
    { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const displayFd = xvfb.child.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`Xvfb did not start:\n${xvfb.output()}`)),
      20_000,
    );
    displayFd.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    xvfb.child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}):\n${xvfb.output()}`));
    });
  });
  return { display, process: xvfb };
}

/** Starts WebKitWebDriver on a free port; resolves once it answers /status. */
async function startDriver(
  driverPath: string,
  display: string,
): Promise<{ url: string; process: Started }> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const driver = start(driverPath, [`--port=${port}`], {
      env: {
        ...process.env,
        DISPLAY: display,
        // No accessibility bus or compositing on a virtual display with no GPU.
        NO_AT_BRIDGE: '1',
        WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      },
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(
        'WebKitWebDriver to answer',
        async () => {
          if (driver.child.exitCode !== null) throw new Error(`exited:\n${driver.output()}`);
          const answer = await fetch(`${url}/status`);
          return answer.ok ? { value: true } : { reason: `status ${answer.status}` };
        },
        15_000,
      );
      return { url, process: driver };
    } catch (error) {
      lastError = error;
      await driver.stop();
    }
  }
  throw lastError;
}

export async function launchWebKitEngine(paths: {
  webkitDriver: string;
  webkitBrowser: string;
  xvfb: string;
}): Promise<Engine> {
  const xvfb = await startXvfb(paths.xvfb);
  let driver: { url: string; process: Started };
  try {
    driver = await startDriver(paths.webkitDriver, xvfb.display);
  } catch (error) {
    await xvfb.process.stop();
    throw error;
  }
  const executor = new Executor(new HttpClient(driver.url));
  return {
    can: { browserConsole: false },
    async newShopper(origin, queriesSource): Promise<Shopper> {
      const session = WebDriver.createSession(executor, {
        'webkitgtk:browserOptions': { binary: paths.webkitBrowser, args: ['--automation'] },
      });
      try {
        await session.getSession();
        await session.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
        await session.manage().window().setRect({ width: 1280, height: 800 });
        return new WebDriverShopper(session, origin, queriesSource);
      } catch (error) {
        await session.quit().catch(() => undefined);
        throw error;
      }
    },
    async close() {
      await driver.process.stop();
      await xvfb.process.stop();
    },
  };
}
