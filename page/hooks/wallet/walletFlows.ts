/**
 * The wallet flows, one chunk loaded on the shopper's intent (walletIntent.ts): what a wallet
 * checkout runs once it has started, none of which a visit that never pays with a wallet needs.
 */
export { runDeviceWalletFlow, startDeviceWalletFlow } from '../../walletFlows/deviceWalletFlow';
export { accountWalletButtonOptions } from '../../walletFlows/accountWalletFlow';
export { browserWalletContext } from '../../walletFlows/flowContext';
