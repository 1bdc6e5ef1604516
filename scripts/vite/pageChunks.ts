/**
 * The page client build's chunk groups (vite.config.ts): which modules load together, and when.
 * The one place the page's chunks are declared: no module of the page is shaped by them.
 */
import type { Plugin } from 'vite';

/**
 * The page's chunks, shaped for the wire: a request on a phone's network costs more than a few
 * hundred unused bytes.
 * - The first load is one file (Rolldown's automatic chunking split React out of the entry into a
 *   chunk shared with the lazy chunks: a third request, 0.9 KB more on the wire). The first group
 *   keeps every module the entry imports statically ('$initial') in the entry's chunk; lazy
 *   chunks import what they share with it from there.
 * - Every page of the registry (page/routes/registry.ts) is a chunk of its own, which the entry
 *   fetches as it runs and hydrates once it is here (page/layout/App.tsx). A page that hydrates
 *   with the shell (the registry's `withShell`: the product page) is one file with everything it
 *   renders as it hydrates, named after its kind (`product`): its group names the page's module
 *   and takes in what it imports, as far down as the entry's (Rolldown's
 *   `includeDependenciesRecursively`, after tree-shaking: the design system's unused components
 *   stay out); the lazy chunks import what they share with the page from it. The build fails if
 *   such a chunk imports anything but the entry (a second request before the page hydrates).
 * - `standardParts`: what a standard or bulk card's page shows and an eGift card's does not (the
 *   store line, the card picker, the back-in-stock block and its texts:
 *   page/sections/purchaseParts.ts), loaded beside the page's chunk before such a page hydrates;
 *   an eGift page's visit carries none of it.
 * - What loads after the entry is a few chunks by when it is needed, not one per shared module
 *   (left to itself, Rolldown made 25 files after the entry on the product page, most under 2 KB).
 *   - `radix`: the Radix primitives the dialogs, the toast and the accordion share; before
 *     `details`, whose accordion would otherwise take them in with it;
 *   - `fields`: the text field the lazy forms share, with the eGift send date's rules and text
 *     (the eGift form's chunk, which an eGift page loads before it hydrates, needs both, and no
 *     Radix; the cart and confirmation pages read the send date too): one file fewer before an
 *     eGift page hydrates, for 1.3 KB more in the back-in-stock dialog's load;
 *   - `details`: the product page's details area with the Radix accordion, loaded when the area
 *     comes near (page/routes/product/productPageParts.tsx);
 *   - `shared`: what every page fetches once hydrated (the shop client's early calls, which read
 *     their answers without a validation library, and the storefront's start-up; the cart page's
 *     rules and texts load with the cart page);
 *   - `shop`: the whole shop client with its schemas and valibot, at the shopper's first sign of
 *     use (page/api/lazy.ts), with the cart's lines reader (the drawer's, read after an addition),
 *     the fraud collector, which starts then (page/client/main.tsx), and spec 8's error catalogue
 *     (what the shop's failures say to the shopper: the add and the wallet flows read it, after
 *     the first sign of use, and a draft kept across a reload, for its order limit) and the add's
 *     payload (the add and a wallet flow build it); after
 *     `shared`, which keeps what the early calls share;
 *   - `strips`: recently viewed and related products, the strips below the details area, loaded
 *     as they come near (routes/product/productPageParts.tsx); after `shared`, which keeps the shop client
 *     and the schemas they share;
 *   - `wallets`: the express checkout, once hydrated (its buttons show when the browser says
 *     which wallets it has), and the wallet simulator's stand-ins for the browser's and the
 *     provider's objects;
 *   - `walletPayment`: what a simulated payment does, on intent or at the click, with its sheet's
 *     state and host (the sheet itself, which shares the dialog with the page's own, is a chunk of
 *     its own loaded beside it);
 *   - `walletFlows`: the wallet flows, on intent (page/walletFlows/walletIntent.ts).
 *   What loads only on a shopper's action (dialogs, the zoom, the eGift form, other pages, the
 *   cart page's wallets) keeps its own chunks.
 */
/** The page registry: the pages, each with its module and how it hydrates. */
const PAGE_REGISTRY = 'page/routes/registry.ts';
/**
 * What only a standard or bulk card's page shows (page/sections/purchaseParts.ts), with the
 * back-in-stock texts its notice shares with the back-in-stock dialog.
 */
const STANDARD_PARTS =
  /page\/(sections\/(StoreSlot|VariantPicker|BackInStockBlock)\.tsx|purchase\/backInStockText\.ts)$/;

export const PAGE_CHUNK_GROUPS: { name: string; modules: string[] }[] = [
  {
    name: 'radix',
    modules: [
      String.raw`node_modules/@radix-ui/(primitive|react-(slot|presence|context|compose-refs|primitive|id|direction|use-[a-z-]+))/`,
    ],
  },
  {
    name: 'fields',
    modules: [
      String.raw`design-system/components/TextField/`,
      String.raw`page/purchase/(eGiftSendDate|eGiftSendText)\.ts$`,
    ],
  },
  {
    name: 'details',
    modules: [
      String.raw`page/sections/(DetailsArea|ProductDetails)\.tsx$`,
      String.raw`page/reviews/(LazyReviewsPanel\.tsx|reviews\.css\.ts)$`,
      String.raw`design-system/components/Accordion/`,
      String.raw`node_modules/@radix-ui/react-(accordion|collapsible|collection)/`,
    ],
  },
  {
    name: 'shared',
    modules: [
      // With the shop's errors (ApiError): the early calls raise them, the rest of the page reads them.
      String.raw`page/api/(early|http|constants|errors)\.ts$`,
      String.raw`page/storefront/(start|analytics|localState|pendingViews)[.]`,
    ],
  },
  {
    name: 'shop',
    modules: [
      String.raw`page/api/`,
      // The cart's lines, read once an addition has read the cart again (hooks/useCart.ts).
      String.raw`page/purchase/cartDrawer\.ts$`,
      String.raw`node_modules/valibot/`,
      String.raw`page/purchase/wallet/contact\.ts$`,
      // The fraud collector with its cookie parser, started at the same first sign of use.
      String.raw`page/storefront/fraud[.]`,
      String.raw`node_modules/cookie/`,
      // Spec 8's error catalogue: what the shop's failures say to the shopper.
      String.raw`page/purchase/errorCatalogue\.ts$`,
      // The add's payload, built by the add and by a wallet flow, both after the first sign of use.
      String.raw`page/purchase/addToCartPayload\.ts$`,
    ],
  },
  {
    name: 'strips',
    modules: [
      String.raw`page/storefront/(recentlyViewed|useRecentlyViewed|RecentlyViewed)[.]`,
      String.raw`page/sections/RelatedProducts[.]`,
      String.raw`page/hooks/useRelatedProducts\.ts$`,
      String.raw`page/layout/(ProductStrip|productStrip)[.]`,
    ],
  },
  {
    name: 'wallets',
    modules: [
      String.raw`page/hooks/(useExpressCheckout|useWalletButtons)\.ts$`,
      String.raw`page/walletFlows/(walletIntent|deviceWalletApi|deviceWalletRequest|accountWalletStyle)\.ts$`,
      String.raw`page/sections/ExpressCheckout(Slot)?\.tsx$`,
      String.raw`design-system/components/ExpressCheckoutButtons/`,
      String.raw`page/purchase/wallet/(fulfilment|fulfilmentChoice)\.ts$`,
      String.raw`page/walletSimulator/(index|applePaySession|applePaySlots|paypalSimulator|paymentLoader|store)\.tsx?$`,
    ],
  },
  {
    name: 'walletPayment',
    modules: [
      String.raw`page/walletSimulator/(applePaySimulator|paypalPayment|fixtures|state|sheetHost)\.tsx?$`,
    ],
  },
  {
    name: 'walletFlows',
    modules: [
      String.raw`page/walletFlows/(deviceWalletFlow|deviceWalletSheet|accountWalletFlow|flowContext)\.ts$`,
      String.raw`page/purchase/wallet/(payloads|readers|validation|errors|states|gateway|sameDay|shippingModes|addressDetectors)\.ts$`,
    ],
  },
];

/** A page of the registry as its syntax says it: its kind, its module and how it hydrates. */
export interface RegistryPage {
  kind: string;
  /** The module its loader imports, as written ('./product/ProductPage'). */
  source: string;
  withShell: boolean;
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const nameOf = (node: unknown) =>
  isNode(node) && node.type === 'Identifier' ? (node.name as string) : null;

/**
 * The registry's pages, read from its syntax tree: `PAGES = { kind: definePage(() =>
 * import('…'), { withShell: true, … }), … }`. Throws naming what it could not read.
 */
export function readRegistry(program: { body: readonly unknown[] }): RegistryPage[] {
  const declarators = program.body.flatMap((statement) => {
    const declaration =
      isNode(statement) && statement.type === 'ExportNamedDeclaration'
        ? statement.declaration
        : statement;
    return isNode(declaration) && declaration.type === 'VariableDeclaration'
      ? (declaration.declarations as Node[])
      : [];
  });
  const pages = declarators.find((d) => nameOf(d.id) === 'PAGES')?.init;
  if (!isNode(pages) || pages.type !== 'ObjectExpression') {
    throw new Error(`${PAGE_REGISTRY}: no PAGES object`);
  }
  return (pages.properties as Node[]).map((property) => {
    const kind = nameOf(property.key) ?? String(property.key);
    const call = property.value;
    const [loader, options] =
      isNode(call) && nameOf(call.callee) === 'definePage' ? (call.arguments as Node[]) : [];
    const imported = isNode(loader) ? loader.body : null;
    const source =
      isNode(imported) && imported.type === 'ImportExpression' && isNode(imported.source)
        ? imported.source.value
        : null;
    if (typeof source !== 'string') {
      throw new Error(`${PAGE_REGISTRY}: ${kind} is not definePage(() => import('…'), { … })`);
    }
    const flag =
      isNode(options) && options.type === 'ObjectExpression'
        ? (options.properties as Node[]).find((o) => nameOf(o.key) === 'withShell')?.value
        : null;
    return { kind, source, withShell: isNode(flag) && flag.value === true };
  });
}

/**
 * The groups above as Rolldown `codeSplitting` groups, after the entry's, and a group for each page
 * that hydrates with the shell. A module path that matches no module (a file renamed or moved)
 * fails the build: its module would silently fall back to a chunk of its own.
 */
export function pageChunks(isPageBuild: () => boolean, apply: Plugin['apply']): Plugin {
  const slashed = (id: string) => id.replaceAll('\\', '/');
  const groups = PAGE_CHUNK_GROUPS.map(({ name, modules }) => ({
    name,
    patterns: modules.map((source) => ({ source, regex: new RegExp(source) })),
  }));
  const matched = new Set<string>();
  /** The modules of the pages that hydrate with the shell, by id: their chunk's name (the kind). */
  const shellPages = new Map<string, string>();
  return {
    name: 'cairnfield:page-chunks',
    apply,
    async transform(code, id) {
      if (!isPageBuild() || !slashed(id).endsWith(PAGE_REGISTRY)) return null;
      for (const page of readRegistry(this.parse(code))) {
        if (!page.withShell) continue;
        const resolved = await this.resolve(page.source, id);
        if (!resolved) this.error(`${PAGE_REGISTRY}: ${page.source} does not resolve`);
        shellPages.set(resolved.id, page.kind);
      }
      return null;
    },
    outputOptions(output) {
      if (!isPageBuild()) return null;
      matched.clear();
      return {
        ...output,
        codeSplitting: {
          groups: [
            { name: 'main', tags: ['$initial'], priority: groups.length + 3 },
            {
              // Read when the chunks are made, after the registry was transformed.
              name: (id: string) => shellPages.get(id) ?? null,
              test: (id: string) => shellPages.has(id),
              priority: groups.length + 2,
            },
            {
              name: 'standardParts',
              test: (id: string) => STANDARD_PARTS.test(slashed(id)),
              priority: groups.length + 1,
            },
            ...groups.map(({ name, patterns }, index) => ({
              name,
              test: (id: string) => {
                const hits = patterns.filter((p) => p.regex.test(slashed(id)));
                for (const p of hits) matched.add(p.source);
                return hits.length > 0;
              },
              priority: groups.length - index,
            })),
          ],
        },
      };
    },
    generateBundle(_options, bundle) {
      if (!isPageBuild()) return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entries = new Set(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      );
      const kinds = new Set(shellPages.values());
      if (kinds.size === 0) this.error(`no page hydrates with the shell in ${PAGE_REGISTRY}`);
      for (const kind of kinds) {
        const page = chunks.find((chunk) => chunk.name === kind);
        const beyondEntry = page?.imports.filter((file) => !entries.has(file)) ?? [];
        if (!page || beyondEntry.length > 0) {
          this.error(
            page
              ? `the ${kind} page's chunk imports ${beyondEntry.join(', ')}: one more request before the page hydrates (see PAGE_CHUNK_GROUPS)`
              : `no ${kind} chunk (see ${PAGE_REGISTRY})`,
          );
        }
      }
      const unmatched = groups.flatMap(({ name, patterns }) =>
        patterns.filter((p) => !matched.has(p.source)).map((p) => `${name} ${p.source}`),
      );
      if (unmatched.length > 0) {
        this.error(
          `codeSplitting groups: no module matches ${unmatched.join(
            ', ',
          )} (renamed or moved? see PAGE_CHUNK_GROUPS)`,
        );
      }
    },
  };
}
