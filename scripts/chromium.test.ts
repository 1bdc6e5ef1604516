// The flags every browser test runs Chromium with (scripts/chromium.mjs), read back from the
// browser they launch: the renderers' command lines carry the features the browser process really
// turned off, and the browser lists every page and process it runs.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_DISABLED_FEATURES, findChromium } from './chromium.mjs';

interface Launched {
  /** Each target the browser runs, as "type url". */
  targets: string[];
  /** Each renderer process's command line (one string: Chromium rewrites its processes' titles). */
  renderers: string[];
}

/** Launches Chromium through Playwright with `args`, opens one page and reads what runs. */
async function launch(args: string[]): Promise<Launched> {
  const browser = await chromium.launch({
    executablePath: (findChromium as (o: { install: boolean }) => string)({ install: false }),
    args,
  });
  try {
    const page = await browser.newPage();
    await page.goto('data:text/html,<title>A page</title><p>Hello');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    return {
      targets: targetInfos.map((t) => `${t.type} ${t.url}`),
      renderers: processInfo
        .filter((p) => p.type === 'renderer')
        .flatMap((p) => {
          // A renderer may end between the list and the read (a spare one Chromium let go).
          try {
            return [readFileSync(`/proc/${p.id}/cmdline`, 'utf8').replaceAll('\0', ' ')];
          } catch {
            return [];
          }
        }),
    };
  } finally {
    await browser.close();
  }
}

/** The features a renderer was started with turned off (the browser's effective list). */
const disabledIn = (commandLine: string) =>
  (/--disable-features=(\S+)/.exec(commandLine)?.[1]?.split(',') ?? []).sort();

describe.runIf(process.platform === 'linux')('Chromium as the tests launch it', () => {
  // One launch with our flags, read by both tests (a launch is seconds beside a whole test run).
  let withOurs: Promise<Launched> | undefined;
  const launchedWithOurs = () => (withOurs ??= launch(CHROMIUM_ARGS));

  it("runs only the page's own renderers: no address-bar popup beside it", async () => {
    const { targets, renderers } = await launchedWithOurs();
    expect(targets).toEqual(['page data:text/html,<title>A page</title><p>Hello']);
    expect(renderers.length).toBeGreaterThan(0);
    expect(renderers.filter((line) => line.includes(' --top-chrome-webui '))).toEqual([]);
  }, 120_000);

  it('keeps every feature Playwright turns off, since our list replaces its own', async () => {
    const withoutOurs = CHROMIUM_ARGS.filter((a) => !a.startsWith('--disable-features='));
    const playwrights = disabledIn((await launch(withoutOurs)).renderers[0] ?? '');
    expect(playwrights.length).toBeGreaterThan(0);
    const ours = disabledIn((await launchedWithOurs()).renderers[0] ?? '');
    // What Playwright turns off that the list lacks: add it to CHROMIUM_DISABLED_FEATURES.
    expect(playwrights.filter((feature) => !ours.includes(feature))).toEqual([]);
    expect(ours).toEqual([...CHROMIUM_DISABLED_FEATURES].sort());
  }, 180_000);
});
