import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The base styles the components assume (box sizing, the theme's font, controls that inherit it,
 * no default margins, images as blocks, reduced motion honoured), in styles.css. They apply only
 * inside a `DesignSystemProvider` (its root, `data-cf-root`) and the portals it themes
 * (`data-cf-portal`): the rest of the host page is not touched. Every selector is wrapped in
 * `:where()`, so it weighs nothing and any rule of the host's wins.
 */
const scopes = ':where([data-cf-root], [data-cf-portal])';
const inside = (selector: string) => `${scopes} :where(${selector})`;
const elements = [scopes, inside('*')].join(', ');
// Pseudo-elements in a rule of their own: a selector list is dropped whole by an engine that
// cannot match one of its selectors (jsdom's cascade cannot match pseudo-elements).
const pseudoElements = `${inside('*')}::before, ${inside('*')}::after`;

const text = {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
} as const;

// The provider's root is a block of the theme's surface; a portal's wrapper takes no room.
globalStyle(':where([data-cf-root])', { ...text, background: vars.color.surface });
globalStyle(':where([data-cf-portal])', { ...text, display: 'contents' });

globalStyle(elements, { boxSizing: 'border-box' });
globalStyle(pseudoElements, { boxSizing: 'border-box' });
globalStyle(inside('code, kbd, samp, pre'), { fontFamily: vars.font.familyCode });
globalStyle(inside('img, picture, svg'), { display: 'block', maxWidth: '100%' });
globalStyle(inside('button, input, select, textarea'), { font: 'inherit', color: 'inherit' });
globalStyle(inside('h1, h2, h3, h4, h5, h6, p'), { margin: 0 });

// Respect reduced motion everywhere inside: no animations or transitions.
const reducedMotion = {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
};
globalStyle(elements, reducedMotion);
globalStyle(pseudoElements, reducedMotion);
