import type { ShopRepository } from '../../db/repository.ts';
import type { ProductRecord, SameDayStoreChoice, SkuRecord } from '../../db/schema.ts';
import { AMOUNT_RANGE_MESSAGE, isValidGiftAmount } from '../../domain/giftCards.ts';
import type { EgiftDetails } from '../../domain/types.ts';
import { invalidInput } from '../../http/errors.ts';

/** One SKU of an add-to-cart request, already shape-checked by the route's schema. */
export interface AddLine {
  /** Path of the line in the request body, for error fields (`skus.0`, `orderItem.0`). */
  field: string;
  productId: string | null;
  skuId: string;
  quantity: number;
}

export type AddRequest =
  | {
      kind: 'regular';
      lines: AddLine[];
      giftAmount: number;
      /** isSDD with sddStoreId (and sddZipCode): the same-day store the order is to use. */
      sameDay?: SameDayStoreChoice | null;
      /** isShipToStore with selectedStoreId: the store the cards are shipped to. */
      shipToStore?: string | null;
    }
  | {
      kind: 'egift';
      line: AddLine;
      giftAmount: number;
      orderId: string | null;
      egift: EgiftDetails;
      /**
       * An eGift item of the cart this one replaces (an edit): taken out in the add's own
       * transaction, so the cart never holds both, nor neither.
       */
      replacesOrderItemId?: string | null;
    };

export type CartMode = 'cart' | 'express';

export interface AddResult {
  body: { addToCart: AddToCartBody };
  /** A new session token to set as the cart cookie, when this add created the session. */
  newSessionToken: string | null;
}

export interface AddToCartBody {
  orderId: string;
  exceptionCode: string | null;
  exceptionMessage: string | null;
  errorMessage: string | null;
  requestedQuantity: number;
  totalQuantityAdded: number;
  totalCartQuantity: number;
  items: { itemId: string; orderItemId: string; skuId: string; quantity: number }[];
  integrationError: boolean;
  displayPrice: string;
  /** The eGift item the add replaced (`replacesOrderItemId`); only in the answer to an edit. */
  replacedOrderItemId?: string;
}

export interface ResolvedLine extends AddLine {
  product: ProductRecord;
  sku: SkuRecord;
}

/** Each line with its SKU and product; unknown or mismatched SKUs and amounts are refused. */
export async function resolveLines(
  repo: ShopRepository,
  request: AddRequest,
): Promise<ResolvedLine[]> {
  const lines = request.kind === 'regular' ? request.lines : [request.line];
  const skus = new Map(
    (await repo.products.getSkus(lines.map((l) => l.skuId))).map((s) => [s.skuId, s]),
  );
  const resolved: ResolvedLine[] = [];
  for (const line of lines) {
    const sku = skus.get(line.skuId);
    if (!sku)
      throw invalidInput([{ field: `${line.field}.sku`, message: `Unknown SKU ${line.skuId}` }]);
    if (line.productId !== null && line.productId !== sku.productId) {
      throw invalidInput([
        {
          field: `${line.field}.${request.kind === 'regular' ? 'id' : 'productId'}`,
          message: `SKU ${line.skuId} belongs to product ${sku.productId}, not ${line.productId}`,
        },
      ]);
    }
    const product = await repo.products.get(sku.productId);
    if (!product)
      throw invalidInput([{ field: `${line.field}.sku`, message: `Unknown SKU ${line.skuId}` }]);
    // eGift cards need sender and recipients, so they only come through the eGift payload.
    if (request.kind === 'regular' && product.giftCardType === 'egift') {
      throw invalidInput([
        {
          field: 'orderItem',
          message: 'eGift cards need the eGift payload (orderItem, sender and recipients)',
        },
      ]);
    }
    if (request.kind === 'egift' && product.giftCardType !== 'egift') {
      throw invalidInput([
        { field: `${line.field}.sku`, message: `SKU ${line.skuId} is not an eGift card` },
      ]);
    }
    const bounds = { min: product.doc.gcMinAmount, max: product.doc.gcMaxAmount };
    if (!isValidGiftAmount(request.giftAmount, bounds)) {
      throw invalidInput([
        {
          field: request.kind === 'regular' ? 'giftAmount' : `${line.field}.xitem_giftAmount`,
          message: AMOUNT_RANGE_MESSAGE,
        },
      ]);
    }
    if (request.kind === 'egift' && request.egift.designId) {
      const design = product.doc.egiftDesigns?.find((d) => d.id === request.egift.designId);
      if (!design) {
        throw invalidInput([
          { field: 'designId', message: `Unknown eGift design ${request.egift.designId}` },
        ]);
      }
      request.egift.designName = design.name;
    }
    resolved.push({ ...line, product, sku });
  }
  return resolved;
}

/** eGift payload consistency: one recipient per card unless everything goes to one address. */
export function checkRecipients(request: Extract<AddRequest, { kind: 'egift' }>): void {
  const recipients = request.egift.recipients.length;
  if (request.egift.isSendToOne && recipients !== 1) {
    throw invalidInput([
      {
        field: 'recipients',
        message: 'Sending all cards to one recipient takes exactly one recipient',
      },
    ]);
  }
  if (!request.egift.isSendToOne && recipients !== request.line.quantity) {
    throw invalidInput([
      {
        field: 'recipients',
        message: `Give one recipient per eGift card: ${request.line.quantity} cards, ${recipients} recipients`,
      },
    ]);
  }
}
