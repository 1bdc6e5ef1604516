// The typed catalogue of every text the components show or announce. Each component keeps its
// English texts beside it (<Name>.messages.ts), so a bundle carries only the texts of the
// components it uses; `Messages` joins their types, `enUS` (enUS.ts) their values.
import type { AmountChipsMessages } from '../components/AmountChips/AmountChips.messages';
import type { BackInStockFormMessages } from '../components/BackInStockForm/BackInStockForm.messages';
import type { BreadcrumbsMessages } from '../components/Breadcrumbs/Breadcrumbs.messages';
import type { CustomAmountInputMessages } from '../components/CustomAmountInput/CustomAmountInput.messages';
import type { EGiftFormMessages } from '../components/EGiftForm/EGiftForm.messages';
import type { ExpressCheckoutButtonsMessages } from '../components/ExpressCheckoutButtons/ExpressCheckoutButtons.messages';
import type { GiftCardPreviewMessages } from '../components/GiftCardPreview/GiftCardPreview.messages';
import type { InlineAlertMessages } from '../components/InlineAlert/InlineAlert.messages';
import type { LinkMessages } from '../components/Link/Link.messages';
import type { ModalMessages } from '../components/Modal/Modal.messages';
import type { PriceMessages } from '../components/Price/Price.messages';
import type { QuantityStepperMessages } from '../components/QuantityStepper/QuantityStepper.messages';
import type { QuickViewMessages } from '../components/QuickView/QuickView.messages';
import type { RatingSummaryMessages } from '../components/RatingSummary/RatingSummary.messages';
import type { TextFieldMessages } from '../components/TextField/TextField.messages';
import type { ToastMessages } from '../components/Toast/Toast.messages';
import type { MessageFunction, PlaceholdersOf } from './template';

/**
 * Every built-in text, by key ('<Component>.<text>'). A plain text is a string; a text with values
 * is a template ('Recipient {n}') or a function of its values (for plurals). A catalogue for a
 * language is a complete `Messages`; a LocaleProvider takes a `Partial<Messages>`.
 */
export interface Messages
  extends
    AmountChipsMessages,
    BackInStockFormMessages,
    BreadcrumbsMessages,
    CustomAmountInputMessages,
    EGiftFormMessages,
    ExpressCheckoutButtonsMessages,
    GiftCardPreviewMessages,
    InlineAlertMessages,
    LinkMessages,
    ModalMessages,
    PriceMessages,
    QuantityStepperMessages,
    QuickViewMessages,
    RatingSummaryMessages,
    TextFieldMessages,
    ToastMessages {}

export type MessageKey = keyof Messages;

/** The values a message takes ({ n: number } for 'EGiftForm.recipientLegend'); never for none. */
export type ValuesOf<K extends MessageKey> = [Exclude<Messages[K], string>] extends [never]
  ? never
  : Exclude<Messages[K], string> extends MessageFunction<infer V>
    ? V
    : never;

/** The arguments after the key: the values when the message takes some, nothing otherwise. */
export type ValuesArgs<K extends MessageKey> = [ValuesOf<K>] extends [never]
  ? []
  : [values: ValuesOf<K>];

type ValueNames<K extends MessageKey> = [ValuesOf<K>] extends [never]
  ? never
  : keyof ValuesOf<K> & string;

/**
 * A set of messages checked key by key: an unknown key is an error, and so is a template naming a
 * value its message does not take ('Recipient {count}' for 'EGiftForm.recipientLegend').
 */
export type CheckedMessages<M> = {
  [K in keyof M]: K extends MessageKey
    ? M[K] extends string
      ? [Exclude<PlaceholdersOf<M[K]>, ValueNames<K>>] extends [never]
        ? M[K]
        : `Unknown placeholder {${Exclude<PlaceholdersOf<M[K]>, ValueNames<K>>}} in ${K}`
      : Messages[K]
    : `Unknown message key: ${K & string}`;
};

/**
 * Messages with their keys and placeholders checked by the compiler (the value is returned as
 * given). Use it for a catalogue or for a shop's overrides:
 * `const messages = defineMessages({ 'AmountChips.customLabel': 'Another value' })`.
 */
export function defineMessages<const M>(
  messages: M extends CheckedMessages<M> ? M : CheckedMessages<M>,
): M {
  return messages as M;
}
