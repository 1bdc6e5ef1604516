// What a screen reader says on the product page with JavaScript off (the audit's "JavaScript
// off" state): the page's server HTML, its <noscript> content in and nothing hydrated, read by
// Guidepup's virtual screen reader and compared with the reviewed transcript under __transcripts__/
// (`npx vitest run --project unit -u page/routes/product/ProductPageNoScript.screenReader.test.tsx`
// rewrites it after an intended change: review the diff).
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../layout/App';
import { fakeServices, fixturePageData } from '../../test/fixtures';
import { loadProductPageOnce } from '../../test/productPageReading';
import { readIn, stopReading, transcript } from '../../test/screenReader';

loadProductPageOnce();

let container: HTMLElement | null = null;
// Rendering in jsdom, the lazy parts listen on the window for a first click (page/lazy/whenNear.ts)
// as a browser would; nothing hydrates here to stop them, so the test takes them off itself.
type Listening = Parameters<Window['addEventListener']>;
let listening: Listening[] = [];
beforeEach(() => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Listening) => {
    listening.push(args);
    add(...args);
  });
});
afterEach(async () => {
  await stopReading();
  container?.remove();
  vi.restoreAllMocks();
  for (const [type, listener, options] of listening) {
    window.removeEventListener(type, listener, options);
  }
  listening = [];
});

describe(
  'the product page with JavaScript off, as a screen reader says it',
  { timeout: 60_000 },
  () => {
    it('given the standard card, should read the purchase form from the title to its Add to cart button', async () => {
      const html = renderToString(
        <App data={fixturePageData('10001')} services={fakeServices().services} />,
      );
      container = document.createElement('div');
      // As a browser without JavaScript shows it: the <noscript> content is part of the page.
      container.innerHTML = html.replace(/<\/?noscript>/gi, '');
      document.body.append(container);
      const said = await readIn(container, 'heading, Cairnfield Gift Card', 'button, Add to cart');
      await expect(
        transcript('JavaScript off, standard card: from the title to Add to cart', said),
      ).toMatchFileSnapshot('./__transcripts__/javascript-off.txt');
    });
  },
);
