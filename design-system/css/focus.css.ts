import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The focus ring's declarations, for rules that cannot take the focusRing class: a focused child
 * seen from its parent, or a ring inside an element that clips its overflow (insetFocusRingDeclarations).
 */
export const focusRingDeclarations = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
} as const;

/** The focus ring drawn inside the element (for scroll containers and edge-to-edge rows). */
export const insetFocusRingDeclarations = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
} as const;

/**
 * The focus ring every interactive element uses: a solid outline in the theme's focus colour,
 * shown for keyboard focus (:focus-visible). Outlines survive forced-colors mode, where the
 * system colour replaces ours, so it stays visible there too.
 */
export const focusRing = style({
  selectors: { '&:focus-visible': focusRingDeclarations },
});

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
