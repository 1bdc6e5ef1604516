import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  margin: 0,
  padding: vars.space.medium,
  display: 'grid',
  gap: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  // Long names and unbroken words wrap inside the preview instead of widening the panel.
  overflowWrap: 'anywhere',
  minWidth: 0,
  '@media': {
    // The tinted panel loses its background in forced colours: a system-colour border keeps its edge.
    // https://developer.mozilla.org/docs/Web/CSS/@media/forced-colors
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const caption = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

/** The card itself: the design's art above a band with the amount. */
export const card = style({
  maxWidth: '20rem',
  width: '100%',
  overflow: 'hidden',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

// The art keeps the designs' proportions (160 × 101) before its image arrives, and when the shop
// offers no design: no jump when the image loads or the design changes.
export const art = style({
  display: 'block',
  width: '100%',
  aspectRatio: '160 / 101',
  background: vars.color.surfaceSelected,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const amount = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const designName = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const line = style({ margin: 0, lineHeight: vars.font.lineHeight.standard });

export const label = style({ fontWeight: vars.font.weight.strong });

// The message keeps the shopper's line breaks (text, never HTML) and wraps long words. Its box holds
// four lines from the start, so the panel below does not move while the first lines are typed.
export const message = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.font.lineHeight.standard,
  minHeight: `calc(4 * ${vars.font.lineHeight.standard} * 1em)`,
});

/** An empty field's placeholder: muted and italic (not colour alone). */
export const placeholder = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
  fontWeight: vars.font.weight.regular,
});
