/**
 * The cart page's express checkout (the wallets pay for the cart as it stands): a chunk of its own
 * beside the product page's wallets chunk, mounted once the page has hydrated
 * (CartExpressCheckoutArea renders the wallets' space until then).
 */
import {
  useCartExpressCheckout,
  type UseCartExpressCheckoutInput,
} from '../hooks/useCartExpressCheckout';
import { ExpressCheckout } from './ExpressCheckout';

export default function CartExpressCheckoutSlot(props: UseCartExpressCheckoutInput) {
  const { state, accountContainerRef } = useCartExpressCheckout(props);
  return (
    <ExpressCheckout express={state} accountContainerRef={accountContainerRef} blocked={false} />
  );
}
