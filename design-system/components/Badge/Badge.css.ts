import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import type { StyleRule } from '@vanilla-extract/css';

/** The theme's badge colour pairs (text on background is at least 4.5:1). */
export type BadgeTone = keyof typeof vars.badge;
export const badgeTones = Object.keys(vars.badge) as BadgeTone[];

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
    tone: Object.fromEntries(
      badgeTones.map((tone) => [
        tone,
        { background: vars.badge[tone].background, color: vars.badge[tone].text },
      ]),
    ) as Record<BadgeTone, StyleRule>,
  },
});
