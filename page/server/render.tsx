/**
 * Streams a page with React 19's renderToReadableStream (the Web-streams API, which Hono returns
 * directly as the Response body), from React DOM's edge build: the Node build keeps an
 * AsyncLocalStorage of the request, enabled from the first render on, and on Node 20 that runs an
 * async hook on every promise the process makes, page or not (about a tenth of a page server's
 * time under load). The edge build uses one only where the runtime has a global AsyncLocalStorage,
 * which Node does not; it keeps nothing this page needs (React reads it for work started outside
 * a render, such as a `preload` call from an async callback; the page's preloads are made while
 * rendering).
 *
 * Shell or all-ready: the critical data (product, price, and inventory if it came in time) is
 * awaited *before* rendering, and nothing on the server suspends (reviews load in the browser), so
 * the shell is the whole page. Browsers get the stream as soon as the shell is ready; crawlers
 * (user agents that look like bots) wait for `allReady`, so a future Suspense boundary could never
 * hand them a fallback instead of content.
 */
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import { App } from '../layout/App';
import { pageLocale, type PageData } from '../routes/registry';
import type { PageServices } from '../providers/ServicesProvider';
import type { HeadData } from '../seo/head';
import type { PageAssets } from './assets';
import { Document } from '../layout/Document';
import { loadPageCatalogue } from '../i18n/load';

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return BOT.test(userAgent ?? '');
}

export interface RenderInput {
  data: PageData;
  head: HeadData;
  assets: PageAssets;
  nonce: string;
  services: PageServices;
  waitForAll: boolean;
  onError?: (error: unknown) => void;
}

export async function renderPageStream(input: RenderInput): Promise<ReadableStream<Uint8Array>> {
  // The page's language's texts (French: a chunk of its own, loaded once per server).
  await loadPageCatalogue(pageLocale(input.data));
  const stream = await renderToReadableStream(
    <Document
      payload={{ data: input.data, head: input.head, assets: input.assets }}
      nonce={input.nonce}
    >
      <App data={input.data} services={input.services} />
    </Document>,
    {
      nonce: input.nonce,
      bootstrapModules: [...input.assets.entryModules],
      // A Suspense boundary that is ready when the shell is written goes inline with it. React's
      // default (12.8 kB) "outlines" a large ready boundary (the lazily loaded details area) into a
      // hidden segment revealed by an inline script a frame later: later paint, a layout shift.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        input.onError?.(error);
      },
    },
  );
  if (input.waitForAll) await stream.allReady;
  return stream;
}

/** A synchronous render (renderPageToString) cannot wait for the page's chunk: load it first. */
export { loadPageChunk } from '../layout/App';

/**
 * The same document rendered to a string, with nothing else around it: `npm run bench` times it
 * as the ceiling for the server's throughput (built as its own entry, dist/server/render.js).
 */
export function renderPageToString(input: Omit<RenderInput, 'waitForAll' | 'onError'>): string {
  return renderToString(
    <Document
      payload={{ data: input.data, head: input.head, assets: input.assets }}
      nonce={input.nonce}
    >
      <App data={input.data} services={input.services} />
    </Document>,
  );
}
