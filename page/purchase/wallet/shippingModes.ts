/**
 * Shipping-mode grouping (spec 9): 10555, 11360 and 11361 group with the SG (expedited) type;
 * 10554 maps to 10551; 11363 is ship to store; 10551 is home.
 */

export const SHIP_MODES = {
  home: '10551',
  homeAlias: '10554',
  sg: ['10555', '11360', '11361'] as readonly string[],
  shipToStore: '11363',
} as const;

export type ShipModeGroup = 'HOME' | 'SG' | 'STS' | 'OTHER';

/** The id the shop expects: 10554 is sent as 10551. */
export function normalizeShipModeId(id: string): string {
  const trimmed = id.trim();
  return trimmed === SHIP_MODES.homeAlias ? SHIP_MODES.home : trimmed;
}

export function shipModeGroup(id: string): ShipModeGroup {
  const normalized = normalizeShipModeId(id);
  if (normalized === SHIP_MODES.home) return 'HOME';
  if (SHIP_MODES.sg.includes(normalized)) return 'SG';
  if (normalized === SHIP_MODES.shipToStore) return 'STS';
  return 'OTHER';
}
