// The English (United States) catalogue: every component's default texts in one object, for
// reference and for a nested provider that goes back to English. Each component reads its own
// defaults from beside it, so a bundle that imports only some components carries only their texts.
import { amountChipsMessages } from '../components/AmountChips/AmountChips.messages';
import { backInStockFormMessages } from '../components/BackInStockForm/BackInStockForm.messages';
import { breadcrumbsMessages } from '../components/Breadcrumbs/Breadcrumbs.messages';
import { customAmountInputMessages } from '../components/CustomAmountInput/CustomAmountInput.messages';
import { eGiftFormMessages } from '../components/EGiftForm/EGiftForm.messages';
import { expressCheckoutButtonsMessages } from '../components/ExpressCheckoutButtons/ExpressCheckoutButtons.messages';
import { giftCardPreviewMessages } from '../components/GiftCardPreview/GiftCardPreview.messages';
import { inlineAlertMessages } from '../components/InlineAlert/InlineAlert.messages';
import { linkMessages } from '../components/Link/Link.messages';
import { modalMessages } from '../components/Modal/Modal.messages';
import { priceMessages } from '../components/Price/Price.messages';
import { quantityStepperMessages } from '../components/QuantityStepper/QuantityStepper.messages';
import { quickViewMessages } from '../components/QuickView/QuickView.messages';
import { ratingSummaryMessages } from '../components/RatingSummary/RatingSummary.messages';
import { textFieldMessages } from '../components/TextField/TextField.messages';
import { toastMessages } from '../components/Toast/Toast.messages';
import type { Messages } from './messages';

export const enUS: Messages = {
  ...amountChipsMessages,
  ...backInStockFormMessages,
  ...breadcrumbsMessages,
  ...customAmountInputMessages,
  ...eGiftFormMessages,
  ...expressCheckoutButtonsMessages,
  ...giftCardPreviewMessages,
  ...inlineAlertMessages,
  ...linkMessages,
  ...modalMessages,
  ...priceMessages,
  ...quantityStepperMessages,
  ...quickViewMessages,
  ...ratingSummaryMessages,
  ...textFieldMessages,
  ...toastMessages,
};
