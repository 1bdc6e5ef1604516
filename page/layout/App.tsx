/**
 * The root the server renders inside #root and the browser hydrates: the same component and the
 * same data on both sides.
 */
import '@cairnfield/design-system/styles.css';
import { DataProvider } from '../hooks/DataProvider';
import { Shell } from './Shell';
import { lazyServerRendered } from '../lazy/lazyServerRendered';
import type { PageData } from '../pages/pageData';
import { ProductPage } from '../pages/ProductPage';
import { loadEGiftFormChunk } from '../sections/PurchasePanel';
import { ServicesProvider, type PageServices } from '../hooks/services';

/**
 * The index, the cart, the order confirmation and the error pages are their own chunks: a product
 * page (the first load that matters) does not carry them. The server renders them as before; the
 * browser entry loads the page's chunk before hydrating (pageChunksFor), so they hydrate without a
 * flash.
 */
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

/**
 * The chunks of a page's server-rendered lazy parts, which the browser entry loads before it
 * hydrates: the page itself (index, confirmation, cart, error), or on an eGift page the eGift form.
 */
export function pageChunksFor(data: PageData): Promise<void>[] {
  switch (data.kind) {
    case 'product':
      // Not the details area: it loads when it comes near (productPageParts.ts).
      return data.product.giftCard.type === 'egift' ? [loadEGiftFormChunk()] : [];
    case 'index':
      return [IndexPage.preload()];
    case 'confirmation':
      return [OrderConfirmationPage.preload()];
    case 'cart':
      return [CartPage.preload()];
    case 'error':
      return [ErrorPage.preload()];
    default:
      return [];
  }
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
