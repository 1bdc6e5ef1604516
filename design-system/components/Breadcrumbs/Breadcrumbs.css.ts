import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xxsmall,
  // Wrapped rows keep the links' 44 px targets (below) from covering each other.
  rowGap: `calc(${vars.touchTarget.comfortable} - ${vars.touchTarget.minimum})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  // A long label wraps inside its item on a 320 px screen instead of overflowing.
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // WCAG 2.5.5 (AAA): 44 px tall targets, in a row that still takes 24 px (the negative margins
  // hand the extra 20 px back), so the trail looks as it did.
  minHeight: vars.touchTarget.comfortable,
  // "Home" is short: 44 px wide too, its word centred.
  minWidth: vars.touchTarget.comfortable,
  justifyContent: 'center',
  marginBlock: `calc((${vars.touchTarget.minimum} - ${vars.touchTarget.comfortable}) / 2)`,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': {
      ...focusRingDeclarations,
      borderRadius: vars.radius.small,
    },
  },
});

export const text = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget.minimum,
  color: vars.color.textMuted,
});

export const current = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget.minimum,
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
});

export const separator = style({
  flexShrink: 0,
  selectors: {
    // The chevron points to the next crumb: leftwards in a right-to-left page.
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
  width: '0.75rem',
  height: '0.75rem',
  color: vars.color.textMuted,
});
