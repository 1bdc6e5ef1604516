import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '100%',
});

export const shape = recipe({
  base: {
    display: 'block',
    width: '100%',
    // The disabled surface is a light grey in both themes (surfaceMuted is white in high contrast).
    background: vars.color.disabledSurface,
    backgroundImage: `linear-gradient(90deg, ${vars.color.disabledSurface} 25%, ${vars.color.surface} 50%, ${vars.color.disabledSurface} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s linear infinite`,
    '@media': {
      // Motion sensitivity: a still block, no shimmer.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
      // Backgrounds are dropped in forced colors: an outline keeps the placeholder visible.
      '(forced-colors: active)': { border: `${vars.borderWidth.standard} dashed CanvasText` },
    },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.small },
      rect: { borderRadius: vars.radius.standard },
      circle: { borderRadius: vars.radius.full },
    },
  },
});
