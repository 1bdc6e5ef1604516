/**
 * Runs every journey in one engine, as Vitest tests titled '<engine> > <journey>'. Per engine: the
 * fault proxy (where the browser connects) in front of the built production server the engines
 * share (./globalSetup.ts), and the browser. Per journey: a new shopper, no console or page error
 * but those the journey expects, every fault switched off after it. Everything started is stopped
 * in afterAll, whatever failed.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../server/test/faultProxy';
import { ENGINE_NAMES, launchEngine, type Engine, type EngineId } from './engine';
import { errorCaptureScript } from './errorCapture';
import { readInPageBundle } from './inPageBundle';
import type { Journey } from './journey';

/** Errors not among the journey's expected ones. */
export function unexpectedErrors(errors: string[], expected: RegExp[] = []): string[] {
  return errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
}

export function describeJourneys(id: EngineId, journeys: readonly Journey[]): void {
  describe(ENGINE_NAMES[id], () => {
    let proxy: FaultProxy | undefined;
    let engine: Engine | undefined;
    let queries = '';

    beforeAll(async () => {
      queries = await readInPageBundle();
      engine = await launchEngine(id);
      proxy = await startFaultProxy({
        target: inject('enginesPageServer'),
        ...(engine.can.browserConsole ? {} : { injectIntoHead: errorCaptureScript }),
      });
    });

    afterAll(async () => {
      const stops = [engine?.close(), proxy?.close()].filter((stop) => !!stop);
      const failures = (await Promise.allSettled(stops)).filter((r) => r.status === 'rejected');
      if (failures.length > 0) throw (failures[0] as PromiseRejectedResult).reason;
    });

    // The journeys' "no error" check is only as good as the capture: it must see errors during a
    // page's load (the entry script refused) and after hydration, in this engine too. Two shoppers:
    // the first meets the refusal before anything is cached (WebKitGTK then keeps that failure for
    // the rest of its session).
    test('the suite sees console and page errors, from the first load on', async () => {
      const refused = await engine!.newShopper(proxy!.origin, queries);
      try {
        const entry = proxy!.addFault({
          path: /^\/assets\/main-[\w-]+\.js$/,
          fault: { kind: 'status', status: 503 },
        });
        await refused.goto('/p/cairnfield-gift-card');
        await expect.poll(() => entry.hits).toBeGreaterThan(0);
        await expect
          .poll(() => refused.errors())
          .toContainEqual(expect.stringMatching(/main-[\w-]+\.js/));
      } finally {
        proxy!.clear();
        await refused.close();
      }

      const shopper = await engine!.newShopper(proxy!.origin, queries);
      try {
        await shopper.goto('/p/cairnfield-gift-card');
        await shopper.waitForHydration();
        await shopper.evaluate(() => {
          console.error('logged on purpose');
          setTimeout(() => {
            throw new Error('thrown on purpose');
          });
        });
        await expect
          .poll(() => shopper.errors())
          .toEqual(
            expect.arrayContaining([
              expect.stringContaining('logged on purpose'),
              expect.stringContaining('thrown on purpose'),
            ]),
          );
      } finally {
        await shopper.close();
      }
    });

    // A driver's click aims at its target, then clicks: a page still moving in between (the End
    // key's animated scroll, the page's `scroll-behavior: smooth`) carries the target away, and the
    // click lands on whatever came under the pointer. The shopper waits until its target holds
    // still (inPage/steadyBox.ts). Here the target moves up and down for 2 s when the click is
    // asked for, faster than any driver aims and clicks, and comes to rest where it started.
    test('a click waits until its target holds still', async () => {
      const shopper = await engine!.newShopper(proxy!.origin, queries);
      try {
        await shopper.goto('/p/cairnfield-gift-card');
        await shopper.waitForHydration();
        const target = { role: 'button', name: 'Moving for a while' };
        await shopper.evaluate((name) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = name;
          button.addEventListener('click', () => button.setAttribute('aria-pressed', 'true'));
          document.querySelector('main')!.prepend(button);
          window.scrollTo({ top: 0, behavior: 'instant' });
        }, target.name);
        // Found once before it moves, so that the click is asked for while it moves.
        await shopper.find(target);
        await shopper.evaluate((name) => {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === name,
          );
          // 300 px in 150 ms, back and forth 14 times: at rest where it began.
          button!.animate([{ transform: 'none' }, { transform: 'translateY(300px)' }], {
            duration: 150,
            iterations: 14,
            direction: 'alternate',
          });
        }, target.name);
        await shopper.click(target);
        expect(await shopper.attribute(target, 'aria-pressed')).toBe('true');
      } finally {
        await shopper.close();
      }
    });

    for (const journey of journeys) {
      test(journey.title, async () => {
        const shopper = await engine!.newShopper(proxy!.origin, queries);
        try {
          try {
            await journey.run({ shopper, network: proxy! });
          } catch (error) {
            // What the page said while the journey failed is often why.
            const errors = await shopper.errors().catch(() => []);
            if (error instanceof Error && errors.length > 0) {
              error.message += `\nConsole and page errors meanwhile:\n  ${errors.join('\n  ')}`;
            }
            throw error;
          }
          expect(unexpectedErrors(await shopper.errors(), journey.expectedErrors)).toEqual([]);
        } finally {
          proxy!.clear();
          await shopper.close();
        }
      });
    }
  });
}
