/**
 * The root the server renders inside #root and the browser hydrates: the same component and the
 * same data on both sides.
 */
import '@cairnfield/design-system/styles.css';
import './document.css';
import { DataProvider } from '../hooks/DataProvider';
import { Shell } from './Shell';
import { lazyServerRendered } from '../lazy/lazyServerRendered';
import type { PageData } from '../pages/pageData';
import { loadEGiftFormChunk } from '../sections/eGiftChunk';
import { loadStandardParts, needsStandardParts } from '../sections/standardParts';
import { ServicesProvider, type PageServices } from '../hooks/services';

/**
 * Every page's own code is a chunk of its own, the product page's too: the entry carries React,
 * this root, the shell and what loads the rest, and the browser fetches the page's chunk as the
 * entry runs (pageChunksFor). The server renders each page as before (it loads the chunks up
 * front); the browser hydrates once the page's chunk is here. The product page hydrates in the
 * same pass as the shell (`inline`: no Suspense boundary of its own, so its purchase panel is live
 * as soon as anything is); the other pages as a slice of their own right after it, or at once
 * where the shopper taps or types first.
 */
const ProductPage = lazyServerRendered(
  async () => ({ default: (await import('../pages/ProductPage')).ProductPage }),
  'the gift card',
  { inline: true },
);
const IndexPage = lazyServerRendered(
  async () => ({ default: (await import('../pages/IndexPage')).IndexPage }),
  'the list of gift cards',
);
const OrderConfirmationPage = lazyServerRendered(
  async () => ({ default: (await import('../pages/OrderConfirmationPage')).OrderConfirmationPage }),
  'your order confirmation',
);
const ErrorPage = lazyServerRendered(
  async () => ({ default: (await import('../pages/ErrorPage')).ErrorPage }),
  'this page',
);
const CartPage = lazyServerRendered(
  async () => ({ default: (await import('../pages/CartPage')).CartPage }),
  'your cart',
);

function pagePartOf(data: PageData) {
  switch (data.kind) {
    case 'product':
      return ProductPage;
    case 'index':
      return IndexPage;
    case 'confirmation':
      return OrderConfirmationPage;
    case 'cart':
      return CartPage;
    default:
      return ErrorPage;
  }
}

/** The product page's chunk (the stories load it before they render, as the entry does). */
export const loadProductPageChunk = ProductPage.preload;

/** The chunks of server-rendered parts the page shows at once, loaded with the page's own. */
function partChunksOf(data: PageData): Promise<void>[] {
  if (data.kind !== 'product') return [];
  const parts: Promise<void>[] = [];
  // Not the details area: it loads when it comes near (productPageParts.ts).
  if (data.product.giftCard.type === 'egift') parts.push(loadEGiftFormChunk());
  if (needsStandardParts(data.product)) parts.push(loadStandardParts());
  return parts;
}

/** Loads the page's own chunk and its parts' (tests render the page at once, as after hydration). */
export async function loadPageChunk(data: PageData): Promise<void> {
  await Promise.all([pagePartOf(data).preload(), ...partChunksOf(data)]);
}

/** What the browser entry loads before it hydrates a page, and how it learns the page is live. */
export interface PageChunks {
  /**
   * The page's own chunk. A failed load is not tried again here: the chunks of the page's parts
   * import it by its own URL, which a browser that keeps failed module fetches (lazy/retryImport.ts)
   * would not load again, and a second instance of it would not share its state with theirs.
   */
  page: Promise<'loaded' | 'failed'>;
  /**
   * The chunks of server-rendered parts the page shows at once: the eGift form on an eGift page,
   * the store line, card picker and back-in-stock block on the others (sections/standardParts.ts).
   */
  parts: Promise<void>[];
  /**
   * True where the server's page does its work without JavaScript (the product page: its purchase
   * form posts to the server, spec 4): when its chunk cannot be had, the entry leaves that page as
   * it is rather than hydrating it into a 'Try again' message.
   */
  worksWithoutScript: boolean;
  /** Calls back once the page itself has hydrated (the shell hydrates before it). */
  onHydrated: (listener: () => void) => void;
}

export function pageChunksFor(data: PageData): PageChunks {
  const part = pagePartOf(data);
  return {
    page: part.preload().then(
      () => 'loaded' as const,
      () => 'failed' as const,
    ),
    parts: partChunksOf(data),
    worksWithoutScript: data.kind === 'product',
    onHydrated: part.onHydrated,
  };
}

export interface AppProps {
  data: PageData;
  services: PageServices;
}

export function App({ data, services }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <DataProvider>
        <Shell
          shopper={data.kind === 'product' ? data.shopper : null}
          cartCount={data.kind === 'cart' ? data.cart.count : null}
        >
          {data.kind === 'product' ? (
            <ProductPage data={data} />
          ) : data.kind === 'index' ? (
            <IndexPage data={data} />
          ) : data.kind === 'confirmation' ? (
            <OrderConfirmationPage data={data} />
          ) : data.kind === 'cart' ? (
            <CartPage data={data} />
          ) : (
            <ErrorPage data={data} />
          )}
        </Shell>
      </DataProvider>
    </ServicesProvider>
  );
}
