import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // WCAG 2.5.5 (AAA): the whole summary is the target, at least 44 px tall.
  minHeight: vars.touchTarget.comfortable,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      ...focusRingDeclarations,
      borderRadius: vars.radius.small,
    },
  },
});

export const interactive = style({
  cursor: 'pointer',
});

/** The visible stars, number and count (hidden from assistive technology as one group). */
export const visible = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const stars = style({
  // Five stars in a 120×24 viewBox: the height follows the text size.
  width: '6.25em',
  height: '1.25em',
  flexShrink: 0,
  // Stars are drawn in currentColor: the rating colour has 3:1 against the surface (non-text
  // contrast), and in forced-colors mode the system text colour replaces it, so fill and outline
  // both stay visible.
  color: vars.color.rating,
  selectors: {
    // Stars fill from the inline start: from the right in a right-to-left page.
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
  '@media': {
    '(forced-colors: active)': { color: 'CanvasText' },
  },
});

export const value = style({
  fontWeight: vars.font.weight.strong,
});

export const count = style({
  color: vars.color.textMuted,
});

export const countLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    [`${interactive}:hover &`]: { color: vars.color.linkHover },
  },
  '@media': {
    '(forced-colors: active)': { color: 'LinkText' },
  },
});
