/**
 * The root the server renders inside #root and the browser hydrates: the same component and the
 * same data on both sides. The page is the registry's for the data's kind (routes/registry.ts).
 */
import '@cairnfield/design-system/styles.css';
import './document.css';
import { DataProvider } from '../providers/DataProvider';
import { ServicesProvider, type PageServices } from '../providers/ServicesProvider';
import { pageLocale, pageOf, type PageData } from '../routes/registry';
import { Shell } from './Shell';
import { PageLocale } from './PageLocale';
import { loadPageCatalogue } from '../i18n/load';

/**
 * Loads the page's own code and that of the parts it shows at once (tests and stories render the
 * page at once, as after hydration).
 */
export async function loadPageChunk(data: PageData): Promise<void> {
  const page = pageOf(data);
  await Promise.all([
    page.Page.preload(),
    ...page.loadParts(data),
    loadPageCatalogue(pageLocale(data)),
  ]);
}

/** What the browser entry loads before it hydrates a page, and how it learns the page is live. */
export interface PageChunks {
  /**
   * The page's own code. A failed load is not tried again here: the page's parts import it by its
   * own URL, which a browser that keeps failed module fetches (lazy/retryImport.ts) would not load
   * again, and a second instance of it would not share its state with theirs.
   */
  page: Promise<'loaded' | 'failed'>;
  /** The parts the page shows at once (the registry's `loadParts`), and its language's texts. */
  parts: Promise<void>[];
  /** True where the server's page does its work without JavaScript (the registry's flag). */
  worksWithoutScript: boolean;
  /** Calls back once the page itself has hydrated (the shell hydrates before it). */
  onHydrated: (listener: () => void) => void;
}

export function pageChunksFor(data: PageData): PageChunks {
  const { Page, loadParts, worksWithoutScript } = pageOf(data);
  return {
    page: Page.preload().then(
      () => 'loaded' as const,
      () => 'failed' as const,
    ),
    parts: [...loadParts(data), loadPageCatalogue(pageLocale(data))],
    worksWithoutScript,
    onHydrated: Page.onHydrated,
  };
}

export interface AppProps {
  data: PageData;
  services: PageServices;
}

export function App({ data, services }: AppProps) {
  const { Page } = pageOf(data);
  return (
    <ServicesProvider services={services}>
      <DataProvider>
        <PageLocale locale={pageLocale(data)}>
          <Shell
            shopper={data.kind === 'product' ? data.shopper : null}
            cartCount={data.kind === 'cart' ? data.cart.count : null}
          >
            <Page data={data} />
          </Shell>
        </PageLocale>
      </DataProvider>
    </ServicesProvider>
  );
}
