import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import type { BadgeKey } from './badges';
import type { StyleRule } from '@vanilla-extract/css';

/** Each key's colours, from the theme's badge tokens (text on background is at least 4.5:1). */
const tokenOf: Record<BadgeKey, keyof typeof vars.badge> = {
  SHIPS_TO_STORE: 'shipsToStore',
  CLEARANCE: 'clearance',
  HOT_DEAL: 'hotDeal',
  PRICE_DROP: 'priceDrop',
  NEW: 'new',
  EXCLUSIVE: 'exclusive',
  ONLINE_ONLY: 'onlineOnly',
  CUSTOMIZE: 'customize',
  EGIFT_CARD: 'eGiftCard',
};

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    // Never stretched by a grid or flex column parent: a badge is as wide as its label.
    width: 'fit-content',
    paddingBlock: '2px',
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    border: `${vars.borderWidth.standard} solid transparent`,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    '@media': {
      // The coloured background is dropped in forced colors: the border keeps the badge's shape.
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    badge: Object.fromEntries(
      Object.entries(tokenOf).map(([key, token]) => [
        key,
        { background: vars.badge[token].background, color: vars.badge[token].text },
      ]),
    ) as Record<BadgeKey, StyleRule>,
  },
});
