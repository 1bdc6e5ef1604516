import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { insetFocusRingDeclarations } from '../../css/focus.css';

export const root = style({
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** The heading only wraps the button; its margins are reset so the level never changes the look. */
export const heading = style({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.touchTarget.comfortable,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': {
      ...insetFocusRingDeclarations,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  transition: `transform ${vars.motion.durationStandard} ${vars.motion.easing}`,
  // Styled from Radix's data-state on the trigger, not from a prop.
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const content = style({
  paddingInline: vars.space.xsmall,
  paddingBlockEnd: vars.space.medium,
  color: vars.color.text,
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
  },
});
