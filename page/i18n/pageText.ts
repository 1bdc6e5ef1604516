/**
 * The page's own texts as one typed catalogue: English (the spec's exact texts, from
 * page/purchase/messages.ts and the lazy parts' own text modules, where they live once) is the
 * default; a language's catalogue is a complete `PageText` (page/i18n/frCA.ts), so the compiler
 * refuses a missing or unknown key. The page reads English from those modules, area by area
 * (usePageText), never through `ENGLISH_TEXT`: a part's texts stay with the part.
 * Templates keep their `{{name}}` placeholders (pageText.test.ts holds each translation to the
 * English one's). Pure: no React.
 */
import {
  ADD_REASON_TEXT,
  ADDED_TEXT,
  AMOUNT_TEXT,
  EGIFT_TEXT,
  NOJS_TEXT,
  PANEL_TEXT,
  QUANTITY_TEXT,
  RELOAD_NEEDED_TEXT,
} from '../purchase/messages';
import { BACK_IN_STOCK_TEXT } from '../purchase/backInStockText';
import { CART_DRAWER_TEXT } from '../purchase/cartDrawerText';
import { EGIFT_SEND_TEXT } from '../purchase/eGiftSendText';

export const ENGLISH_TEXT = {
  amount: AMOUNT_TEXT,
  quantity: QUANTITY_TEXT,
  eGift: EGIFT_TEXT,
  /** The send date's field and its errors (the arrival sentence is not yet here). */
  sendDate: {
    label: EGIFT_SEND_TEXT.label,
    hint: EGIFT_SEND_TEXT.hint,
    hintNoZone: EGIFT_SEND_TEXT.hintNoZone,
    invalid: EGIFT_SEND_TEXT.invalid,
    past: EGIFT_SEND_TEXT.past,
    tooFar: EGIFT_SEND_TEXT.tooFar,
  },
  panel: PANEL_TEXT,
  addReasons: ADD_REASON_TEXT,
  added: ADDED_TEXT,
  backInStock: BACK_IN_STOCK_TEXT,
  cartDrawer: CART_DRAWER_TEXT,
  noJs: NOJS_TEXT,
  reloadNeeded: RELOAD_NEEDED_TEXT,
} as const;

/** The English catalogue's shape with its texts as strings: what every language must give. */
type Texts<T> = T extends string ? string : { readonly [K in keyof T]: Texts<T[K]> };

/** Every text the page itself shows or announces in the parts it translates, by area. */
export type PageText = Texts<typeof ENGLISH_TEXT>;
