/**
 * The express checkout with the hook that drives it (spec 2 and 4): its own chunk, with the wallet
 * flows, mounted once the page has hydrated (ExpressCheckoutArea renders the wallets' space until
 * then). It tells the page whether a wallet checkout runs, which keeps Add to cart waiting.
 */
import { useEffect } from 'react';
import { useExpressCheckout, type UseExpressCheckoutInput } from '../hooks/useExpressCheckout';
import { ExpressCheckout } from './ExpressCheckout';

export interface ExpressCheckoutSlotProps {
  input: UseExpressCheckoutInput;
  /** Add to cart is running, or the selection cannot be bought now: the wallets wait. */
  blocked: boolean;
  /** A wallet checkout started (true) or ended (false). */
  onRunningChange: (running: boolean) => void;
}

export default function ExpressCheckoutSlot({
  input,
  blocked,
  onRunningChange,
}: ExpressCheckoutSlotProps) {
  const { state, accountContainerRef } = useExpressCheckout(input);
  const running = state.running !== null;
  useEffect(() => onRunningChange(running), [running, onRunningChange]);
  return (
    <ExpressCheckout express={state} accountContainerRef={accountContainerRef} blocked={blocked} />
  );
}
