import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';

export const linkVariants = ['inline', 'standalone'] as const;

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.linkHover, textDecorationThickness: '2px' },
      '&:focus-visible': {
        ...focusRingDeclarations,
        borderRadius: vars.radius.small,
      },
    },
  },
  variants: {
    variant: {
      // Inside a sentence: inherits the text's size; WCAG 2.5.8 exempts inline targets.
      inline: {},
      // On its own: a 44 px tall target (WCAG 2.5.5, AAA); inline links are its exception.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxsmall,
        minHeight: vars.touchTarget.comfortable,
        fontWeight: vars.font.weight.medium,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineStart: '0.2em',
  verticalAlign: 'baseline',
});
