import { globalStyle } from '@vanilla-extract/css';

// The page's own document styles: what is outside the design system's provider (its root styles
// and resets apply only inside it). The brand's surface is white, the browser's default canvas.
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', { margin: 0 });

// Smooth scrolling (e.g. to the reviews section) only for people who have not asked for less motion.
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
