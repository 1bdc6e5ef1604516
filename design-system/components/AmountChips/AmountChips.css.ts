import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';
import { disabledDeclarations, disabledForcedColorsDeclarations } from '../../css/disabled';

export const root = style({ display: 'grid', gap: vars.space.xsmall });

export const label = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  // 44 x 44 CSS px at least (a11y contract: chips use the comfortable target).
  minWidth: vars.touchTarget.comfortable,
  minHeight: vars.touchTarget.comfortable,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent },
    '&:focus-visible': {
      ...focusRingDeclarations,
    },
    // Checked: a fill, a heavier border (inset shadow, so nothing moves) and a check mark, so the
    // state never rests on colour alone.
    '&[data-state="checked"]': {
      background: vars.color.surfaceSelected,
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      fontWeight: vars.font.weight.strong,
    },
    '&[data-disabled]': disabledDeclarations,
  },
  '@media': {
    // Forced colors replace our fill and drop box shadows, so the checked chip takes the system's
    // selected-item colours (and keeps its check mark).
    // https://developer.mozilla.org/docs/Web/CSS/@media/forced-colors
    '(forced-colors: active)': {
      selectors: {
        '&[data-state="checked"]': {
          forcedColorAdjust: 'none',
          background: 'SelectedItem',
          color: 'SelectedItemText',
          borderColor: 'SelectedItem',
        },
        '&[data-disabled]': disabledForcedColorsDeclarations,
      },
    },
  },
});

export const check = style({
  flex: 'none',
  width: '1em',
  height: '1em',
});
