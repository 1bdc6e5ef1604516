/** Product and inventory endpoints (spec 7, "Product and inventory"). */
import type {
  BackInStockAnswer,
  BackInStockRequest,
  Inventory,
  Product,
  ProductSummary,
} from '../domain';
import { ignoredResponseWire, type HttpClient } from './http';
import {
  reshapeBackInStock,
  reshapeInventory,
  reshapeProduct,
  reshapeProductSummary,
  type ReshapeProductOptions,
} from './reshape';
import {
  backInStockResponseWire,
  inventoryResponseWire,
  productResponseWire,
  productSummaryResponseWire,
} from './wire';

export type { BackInStockRequest } from '../domain';

export interface ProductQuery {
  storeId?: string;
  defaultStoreEligibility?: boolean;
  liveInactive?: boolean;
  /** A preview's signed token (shop-api/services/previewToken.ts). */
  previewToken?: string;
  signal?: AbortSignal;
}

/** A product as the page reads it, with the inventory when the shop sent it along. */
export interface ProductAnswer {
  product: Product;
  inventory: Inventory | null;
}

export interface InventoryQuery {
  productId: string;
  storeId?: string | null;
  storeEligibility?: string;
  bopisEnabled?: boolean;
  isSTSEnabled?: boolean;
  isClearanceEnabled?: boolean;
  sts1?: boolean;
  sts2?: boolean;
  storeState?: string;
  signal?: AbortSignal;
}

export function productEndpoints(http: HttpClient) {
  /** A product answer from either product path: validated, then reshaped to domain types. */
  async function productAt(
    path: string,
    shaping: ReshapeProductOptions,
    { signal, ...query }: ProductQuery = {},
  ): Promise<ProductAnswer> {
    const wire = await http.request(path, {
      schema: productResponseWire,
      query,
      ...(signal ? { signal } : {}),
    });
    return {
      product: reshapeProduct(wire, shaping),
      inventory: wire.inventory ? reshapeInventory(wire.inventory) : null,
    };
  }

  return {
    /** GET /api/product/v2/{id}, reshaped with `shaping` (the sanitiser, the bulk default). */
    getProduct: (id: string, shaping: ReshapeProductOptions, query?: ProductQuery) =>
      productAt(`/api/product/v2/${encodeURIComponent(id)}`, shaping, query),
    /** GET /api/preview/product/v2/{id} (preview mode), with the signed link's token. */
    getPreviewProduct: (
      preview: { id: string; token: string | null },
      shaping: ReshapeProductOptions,
      query: ProductQuery = {},
    ) =>
      productAt(`/api/preview/product/v2/${encodeURIComponent(preview.id)}`, shaping, {
        ...query,
        ...(preview.token !== null ? { previewToken: preview.token } : {}),
      }),
    /**
     * GET /api/product/v2/{id} read as a related product's summary (spec 2 quick view): only the
     * fields it shows are validated.
     */
    async getProductSummary(
      id: string,
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<ProductSummary> {
      const wire = await http.request(`/api/product/v2/${encodeURIComponent(id)}`, {
        schema: productSummaryResponseWire,
        ...(signal ? { signal } : {}),
      });
      return reshapeProductSummary(wire);
    },
    /** GET /api/inventory/v2 */
    async getInventory({ signal, ...query }: InventoryQuery): Promise<Inventory> {
      const wire = await http.request('/api/inventory/v2', {
        schema: inventoryResponseWire,
        query,
        ...(signal ? { signal } : {}),
      });
      return reshapeInventory(wire.data.inventory);
    },
    /**
     * POST {token}{storeId}: tells the shop which store was chosen; the response is not read.
     * `token` is the configured path prefix (e.g. '/api/store/select/').
     */
    selectStore(token: string, storeId: string): Promise<unknown> {
      return http.request(`${token}${encodeURIComponent(storeId)}`, {
        method: 'POST',
        schema: ignoredResponseWire,
      });
    },
    /** POST /api/inventory/notify (back in stock). Status 200 with backInStock.status is success. */
    async notifyBackInStock(
      request: BackInStockRequest,
      options: { bisCloudFlag?: boolean } = {},
    ): Promise<BackInStockAnswer> {
      const { kind, ...body } = request;
      const wire = await http.request('/api/inventory/notify', {
        method: 'POST',
        schema: backInStockResponseWire,
        okStatus: (status) => status === 200,
        query: {
          ...(kind === 'bundle' ? { isBundle: true } : {}),
          ...(options.bisCloudFlag !== undefined ? { bisCloudFlag: options.bisCloudFlag } : {}),
        },
        body,
      });
      return reshapeBackInStock(wire);
    },
  };
}
