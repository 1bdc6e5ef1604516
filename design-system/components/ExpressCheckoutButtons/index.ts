// The ExpressCheckoutButtons entry of @cairnfield/design-system (`@cairnfield/design-system/ExpressCheckoutButtons`).
export {
  ExpressCheckoutButtons,
  walletStates,
  type ExpressCheckoutButtonsProps,
  type WalletState,
} from './ExpressCheckoutButtons';
