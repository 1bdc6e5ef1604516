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
  position: 'relative',
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
  // No transition: the checked fill is the tap's answer and shows in the tap's own frame. A CSS
  // transition would also fire transitionrun and transitionstart on the chips, which React's root
  // listener handles before that frame paints (9-12 ms of a first tap at 4x CPU slowdown).
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent },
    '&:has(input:focus-visible)': {
      ...focusRingDeclarations,
    },
    // Checked: a fill, a heavier border (inset shadow, so nothing moves) and a check mark, so the
    // state never rests on colour alone. From the radio's own state, so it shows without JavaScript.
    '&:has(input:checked)': {
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
        '&:has(input:checked)': {
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

/** The native radio, transparent over the whole chip (the chip draws its state). */
export const radio = style({
  position: 'absolute',
  // Over the border too: the radio's box is the chip's whole 44 px target.
  inset: `calc(-1 * ${vars.borderWidth.standard})`,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  appearance: 'none',
});

export const check = style({
  display: 'none',
  flex: 'none',
  width: '1em',
  height: '1em',
  selectors: {
    // The radio's next sibling, not a descendant of the chip's :has(): a check changing anywhere
    // then restyles this mark alone, where a `chip:has(input:checked) &` rule made every chip's
    // mark (and every element a :has() rule reaches) restyle on each tap.
    [`${radio}:checked + &`]: { display: 'block' },
  },
});
