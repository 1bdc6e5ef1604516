/**
 * Spec 3 noOfAttempts: how many times an order has been tried, as the wallet payloads send it (the
 * fraud session counts from the page's start). Increments per order id, back to 1 when the order
 * id changes.
 */
export function createAttemptCounter(): (orderId: string) => number {
  let current: string | null = null;
  let count = 0;
  return (orderId) => {
    if (orderId !== current) {
      current = orderId;
      count = 0;
    }
    count += 1;
    return count;
  };
}
