/** A same-day delivery window (spec 3, "Same-day delivery slot"). */
export interface SameDaySlot {
  id: string;
  deliveryBy: string;
  deliveryStartTime: string;
  deliveryEndTime: string;
  deliveryCharge: number;
  selected: boolean;
}

export const SDD_CHARGE = 9.99;
export const SDD_WINDOW_HOURS = 2;
export const SDD_WINDOW_COUNT = 3;
/** Windows start at least this many hours from now, giving the store time to pick and pack. */
export const SDD_LEAD_HOURS = 2;

/**
 * The windows offered now: three consecutive two-hour windows starting at the next full hour
 * plus the lead time. Times are ISO instants; the page formats them for the shopper.
 */
export function sameDayWindows(now: Date, selectedIndex: number | null = null): SameDaySlot[] {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(start.getUTCHours() + 1 + SDD_LEAD_HOURS);
  return Array.from({ length: SDD_WINDOW_COUNT }, (_, index) => {
    const from = new Date(start.getTime() + index * SDD_WINDOW_HOURS * 3_600_000);
    const to = new Date(from.getTime() + SDD_WINDOW_HOURS * 3_600_000);
    return {
      id: `sdd-${from.toISOString().slice(0, 13).replace(/\D/g, '')}`,
      deliveryBy: to.toISOString(),
      deliveryStartTime: from.toISOString(),
      deliveryEndTime: to.toISOString(),
      deliveryCharge: SDD_CHARGE,
      selected: index === selectedIndex,
    };
  });
}
