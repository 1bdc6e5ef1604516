import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconButton } from '../../css/iconButton.css';
import { vars } from '../../theme/vars.css';
import { mediaQuery } from '../../css/breakpoints';
import { focusRingDeclarations, insetFocusRingDeclarations } from '../../css/focus.css';

export const modalSizes = ['small', 'medium', 'large'] as const;

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
  '@media': {
    // Animate only without a reduced-motion preference (an override inside a reduce query would
    // lose to the attribute selector's specificity).
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': {
          animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
        },
      },
    },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: 101,
    insetInline: vars.space.xsmall,
    insetBlockStart: '50%',
    transform: 'translateY(-50%)',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    // On a small screen the dialog never outgrows the viewport: the header stays put and the body
    // scrolls (dvh so mobile browser bars are accounted for; vh first for older browsers).
    maxHeight: `calc(100vh - 2 * ${vars.space.xsmall})`,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.overlay,
    // Forced colors drop the shadow and background: a border keeps the dialog's edge visible.
    border: `${vars.borderWidth.standard} solid transparent`,
    selectors: {
      '&:focus': { outline: 'none' },
    },
    '@supports': {
      '(max-height: 100dvh)': { maxHeight: `calc(100dvh - 2 * ${vars.space.xsmall})` },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': {
            animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
          },
        },
      },
      '(forced-colors: active)': { borderColor: 'CanvasText' },
      [mediaQuery.tablet]: { insetInline: vars.space.large },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '560px' },
      large: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  paddingBlockEnd: vars.space.xsmall,
});

export const title = style({
  margin: 0,
  paddingBlockStart: vars.space.xsmall,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  // Focused by script when the dialog starts on its title (initialFocus 'title').
  selectors: { '&:focus-visible': focusRingDeclarations },
});

export const close = style([
  iconButton,
  {
    flexShrink: 0,
    width: vars.touchTarget.comfortable,
    height: vars.touchTarget.comfortable,
  },
]);

export const closeIcon = style({ width: '1.25rem', height: '1.25rem' });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  selectors: {
    '&:focus-visible': {
      ...insetFocusRingDeclarations,
    },
  },
});

export const description = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
});
