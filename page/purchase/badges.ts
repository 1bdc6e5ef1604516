/**
 * Badges of spec 3, in priority order: when several apply, the lowest number (earliest here) wins.
 * 1 SHIPS_TO_STORE, 2 CLEARANCE, 3 HOT_DEAL, 4 PRICE_DROP, 5 NEW, 6 EXCLUSIVE, 7 ONLINE_ONLY,
 * 8 CUSTOMIZE, 9 EGIFT_CARD.
 */
export const badgeKeys = [
  'SHIPS_TO_STORE',
  'CLEARANCE',
  'HOT_DEAL',
  'PRICE_DROP',
  'NEW',
  'EXCLUSIVE',
  'ONLINE_ONLY',
  'CUSTOMIZE',
  'EGIFT_CARD',
] as const;

export type BadgeKey = (typeof badgeKeys)[number];

/** Priority of each badge (1 is highest). */
export function badgePriority(key: BadgeKey): number {
  return badgeKeys.indexOf(key) + 1;
}

/**
 * The design system's badge tone (theme colour pair) of each badge. Structurally the design system's
 * BadgeTone; the page's ProductPage passes it to <Badge tone>.
 */
export const badgeTones = {
  SHIPS_TO_STORE: 'blue',
  CLEARANCE: 'red',
  HOT_DEAL: 'orange',
  PRICE_DROP: 'magenta',
  NEW: 'green',
  EXCLUSIVE: 'purple',
  ONLINE_ONLY: 'slate',
  CUSTOMIZE: 'ochre',
  EGIFT_CARD: 'teal',
} as const satisfies Record<BadgeKey, string>;

/** The text each badge shows. */
export const badgeLabels: Record<BadgeKey, string> = {
  SHIPS_TO_STORE: 'Ships to Store',
  CLEARANCE: 'Clearance',
  HOT_DEAL: 'Hot Deal',
  PRICE_DROP: 'Price Drop',
  NEW: 'New',
  EXCLUSIVE: 'Exclusive',
  ONLINE_ONLY: 'Online Only',
  CUSTOMIZE: 'Customize',
  EGIFT_CARD: 'eGift Card',
};

/**
 * A badge key from wire text: exact keys, and labels such as a SKU's adBug ('Hot Deal',
 * 'Price Drop', 'Clearance') or 'eGift Card'. Unknown text gives null.
 */
export function toBadgeKey(value: unknown): BadgeKey | null {
  if (typeof value !== 'string') return null;
  const normalised = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const key = normalised === 'EGIFTCARD' ? 'EGIFT_CARD' : normalised;
  return (badgeKeys as readonly string[]).includes(key) ? (key as BadgeKey) : null;
}

/** The one badge to show: the highest-priority known key, or null when none applies. */
export function pickBadge(keys: Iterable<unknown> | null | undefined): BadgeKey | null {
  let best: BadgeKey | null = null;
  for (const value of keys ?? []) {
    const key = toBadgeKey(value);
    if (key && (best === null || badgePriority(key) < badgePriority(best))) best = key;
  }
  return best;
}
