/** /OrderConfirmation?orderId= after a wallet express order (spec 2): the placed order. */
import type { PublicConfig } from '../../config';
import type { WalletOrder } from '../../purchase/wallet/readers';

export interface OrderConfirmationPageData {
  kind: 'orderConfirmation';
  order: WalletOrder;
  config: PublicConfig;
}
