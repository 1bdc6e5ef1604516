/** The fraud attempts counter (spec 3 noOfAttempts), alone: the browser's first load carries it
 * while the collector (fraud.ts) loads when idle. Pure: increments per order id, back to 1 when
 * the order id changes. */
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
