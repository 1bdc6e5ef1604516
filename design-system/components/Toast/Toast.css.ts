import { keyframes, style } from '@vanilla-extract/css';
import { iconButton } from '../../css/iconButton.css';
import { messageText, messageTitle } from '../../css/message.css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations, insetFocusRingDeclarations } from '../../css/focus.css';

const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  // Above the modal (z-index 101), so a toast shown before a cart drawer stays visible.
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '420px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    // F8 moves focus here: show where it went.
    '&:focus-visible': {
      ...insetFocusRingDeclarations,
    },
  },
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  padding: vars.space.medium,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderInlineStart: `6px solid ${vars.color.positive}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.overlay,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': {
      ...focusRingDeclarations,
    },
    '&[data-state="open"]': {
      animation: `${slideIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.durationFast} ease-in forwards`,
    },
    // Radix measures the swipe in signed pixels and swipes towards the viewport's edge, left in a
    // right-to-left page (Toast.tsx sets its swipeDirection from the locale): no mirroring needed.
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
  '@media': {
    // No slide or fade: the toast simply appears and disappears (Radix unmounts at once when there
    // is no animation to wait for).
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const text = style([messageText, { gridColumn: 1, gridRow: 1 }]);

export const title = messageTitle;

export const description = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const actions = style({
  gridColumn: '1 / -1',
  gridRow: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget.minimum,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': {
      ...focusRingDeclarations,
    },
  },
});

export const action = style({
  minHeight: vars.touchTarget.minimum,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.large} solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.accent,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSelected },
    '&:focus-visible': {
      ...focusRingDeclarations,
    },
  },
});

export const close = style([
  iconButton,
  {
    gridColumn: 2,
    gridRow: 1,
    width: '32px',
    height: '32px',
  },
]);

export const closeIcon = style({ width: '1rem', height: '1rem' });
