/** Product and inventory endpoints (spec 7, "Product and inventory"). */
import type { HttpClient } from './http';
import {
  backInStockResponseWire,
  ignoredResponseWire,
  inventoryResponseWire,
  productResponseWire,
  type BackInStockResponse,
  type InventoryResponse,
  type ProductResponse,
} from './wire';

export interface ProductQuery {
  storeId?: string;
  defaultStoreEligibility?: boolean;
  liveInactive?: boolean;
  signal?: AbortSignal;
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

export type BackInStockRequest =
  | {
      kind: 'product';
      productId: string;
      skuId: string;
      partNumber: string;
      email: string;
      mobile?: string;
    }
  | {
      kind: 'bundle';
      bundleProductId: string;
      partNumber: string;
      components: readonly string[];
      email: string;
      mobile?: string;
    };

export function productEndpoints(http: HttpClient) {
  return {
    /** GET /api/product/v2/{id} */
    getProduct(id: string, { signal, ...query }: ProductQuery = {}): Promise<ProductResponse> {
      return http.request(`/api/product/v2/${encodeURIComponent(id)}`, {
        schema: productResponseWire,
        query,
        ...(signal ? { signal } : {}),
      });
    },
    /** GET /api/preview/product/v2/{id} (preview mode). */
    getPreviewProduct(
      previewId: string,
      { signal, ...query }: ProductQuery = {},
    ): Promise<ProductResponse> {
      return http.request(`/api/preview/product/v2/${encodeURIComponent(previewId)}`, {
        schema: productResponseWire,
        query,
        ...(signal ? { signal } : {}),
      });
    },
    /** GET /api/inventory/v2 */
    getInventory({ signal, ...query }: InventoryQuery): Promise<InventoryResponse> {
      return http.request('/api/inventory/v2', {
        schema: inventoryResponseWire,
        query,
        ...(signal ? { signal } : {}),
      });
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
    notifyBackInStock(
      request: BackInStockRequest,
      options: { bisCloudFlag?: boolean } = {},
    ): Promise<BackInStockResponse> {
      const { kind, ...body } = request;
      return http.request('/api/inventory/notify', {
        method: 'POST',
        schema: backInStockResponseWire,
        okStatus: (status) => status === 200,
        query: {
          ...(kind === 'bundle' ? { isBundle: true } : {}),
          ...(options.bisCloudFlag !== undefined ? { bisCloudFlag: options.bisCloudFlag } : {}),
        },
        body,
      });
    },
  };
}
