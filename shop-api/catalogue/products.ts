import {
  DEMO_PRODUCTS,
  EGIFT_DESIGNS,
  PREVIEW_DRAFT,
  PREVIEW_PRODUCT_ID,
  PRODUCT_IDS,
  imagePath,
} from './demoProducts.ts';
import { baseProduct } from './productDocuments.ts';
import type { ProductDocument } from './types.ts';

/**
 * The shop's documents of the demo catalogue (catalog/demoProducts.ts): the four gift cards with
 * their full texts, plus the preview draft. The seed writes them (db/seed.ts).
 */

function standardCard(): ProductDocument {
  const product = baseProduct(DEMO_PRODUCTS.standard);
  return {
    ...product,
    longDescription:
      '<p>Give them the trail, the campsite or the river: a <strong>Cairnfield Gift Card</strong> ' +
      'is good for anything in our stores and online, from trail runners to four-season tents.</p>' +
      '<ul><li>Choose any whole-dollar amount from $1 to $1,500.</li>' +
      '<li>Mailed in a recycled gift sleeve, ready to give.</li>' +
      '<li>Never expires and carries no fees.</li></ul>' +
      '<p>Buying 51 cards or more? Our <a href="/p/cairnfield-bulk-gift-card">bulk gift cards</a> ' +
      'are made for teams, clubs and company rewards.</p>',
    productMessage: 'Physical gift card, mailed to you or straight to your recipient.',
    featureBenefits: [
      'Redeemable in every Cairnfield Outfitters store and on our website',
      'No expiration date and no service fees',
      'Check the balance any time on the receipt or online',
      'Ships in a recycled gift sleeve',
    ],
    whatsInTheBox: ['1 gift card', '1 recycled gift sleeve', '1 gift receipt'],
    productSpecifications: [
      { 'Card Material': 'Recycled PVC' },
      { 'Card Size': '3.375 x 2.125 in' },
      { Delivery: 'Mailed' },
    ],
  };
}

function bulkCards(): ProductDocument {
  const product = baseProduct(DEMO_PRODUCTS.bulk);
  return {
    ...product,
    longDescription:
      '<p>Reward a whole team at once. <strong>Cairnfield Bulk Gift Cards</strong> come in three ' +
      'trail-inspired designs and ship together in one box.</p>' +
      '<ul><li>Order from 51 to 999 cards of one design.</li>' +
      '<li>Every card carries the same amount, from $1 to $1,500.</li>' +
      '<li>Orders above $10,000 are arranged by our gift card team.</li></ul>',
    productMessage: 'For 51 to 999 cards. Need fewer? Choose the standard gift card.',
    selectedIdentifier: 'Pattern',
    identifiersMap: {
      Pattern: DEMO_PRODUCTS.bulk.skus.map((sku) => ({
        value: sku.pattern ?? '',
        skuId: sku.skuId,
      })),
    },
    swatchImgList: DEMO_PRODUCTS.bulk.skus.map((sku) => ({
      imageURL: imagePath(sku.design, 'small'),
      label: sku.pattern ?? '',
    })),
    featureBenefits: [
      'Three designs: Summit, Trail and Campfire',
      'One amount for every card in the order',
      'Shipped together, with a packing list',
    ],
    whatsInTheBox: ['51 to 999 gift cards', 'Gift sleeves, one per card', '1 packing list'],
    productSpecifications: [
      { 'Minimum Quantity': '51' },
      { 'Maximum Quantity': '999' },
      { Delivery: 'Mailed in one box' },
    ],
  };
}

function egiftCard(): ProductDocument {
  const product = baseProduct(DEMO_PRODUCTS.egift);
  return {
    ...product,
    longDescription:
      '<p>The last-minute gift that never feels last-minute. A <strong>Cairnfield eGift ' +
      'Card</strong> arrives by e-mail with your personal message.</p>' +
      '<ul><li>Send up to 5 eGift cards, to one recipient or to several.</li>' +
      '<li>Delivered within 2 hours between 8:00 AM and 7:00 PM Central time.</li>' +
      '<li>Redeem online or show it in store.</li></ul>',
    productMessage: 'Delivered by e-mail, usually within 2 hours.',
    egiftDesigns: EGIFT_DESIGNS.map((design) => ({
      id: design.id,
      name: design.name,
      imageURL: imagePath(design.image, 'small'),
    })),
    featureBenefits: [
      'Arrives by e-mail with your message',
      'Send to up to 5 recipients in one order',
      'No expiration date and no service fees',
    ],
    whatsInTheBox: ['1 eGift card delivered by e-mail'],
    productSpecifications: [{ Delivery: 'E-mail' }, { 'Maximum Recipients': '5' }],
  };
}

function outOfStockCard(): ProductDocument {
  const product = baseProduct(DEMO_PRODUCTS.outOfStock);
  return {
    ...product,
    longDescription:
      '<p>Our limited <strong>Summit</strong> edition, printed on recycled card with a raised ' +
      'mountain outline. It is between print runs: ask us to e-mail you when it is back.</p>',
    productMessage: 'Limited edition design.',
    featureBenefits: ['Limited edition raised-print design', 'No expiration date and no fees'],
    whatsInTheBox: ['1 gift card', '1 gift box'],
    productSpecifications: [{ 'Card Material': 'Recycled card stock' }, { Delivery: 'Mailed' }],
  };
}

/** A draft of the standard card as an editor would preview it (reachable only via preview). */
function previewStandardCard(): ProductDocument {
  const live = standardCard();
  return {
    ...live,
    name: PREVIEW_DRAFT.name,
    productMessage: PREVIEW_DRAFT.productMessage,
    promotionalDetails: { promotionCode: '', shortPromoMsg: PREVIEW_DRAFT.shortPromoMsg },
  };
}

export interface CatalogEntry {
  /** The record key: the product id, or the preview id for a draft. */
  key: string;
  isPreview: boolean;
  doc: ProductDocument;
}

export function catalog(): CatalogEntry[] {
  return [
    { key: PRODUCT_IDS.standard, isPreview: false, doc: standardCard() },
    { key: PRODUCT_IDS.bulk, isPreview: false, doc: bulkCards() },
    { key: PRODUCT_IDS.egift, isPreview: false, doc: egiftCard() },
    { key: PRODUCT_IDS.outOfStock, isPreview: false, doc: outOfStockCard() },
    { key: PREVIEW_PRODUCT_ID, isPreview: true, doc: previewStandardCard() },
  ];
}
