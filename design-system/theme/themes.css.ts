import { globalStyle } from '@vanilla-extract/css';
import { builtInThemes, colorSchemes, splitThemeVariables } from './themeValues';

/**
 * The built-in themes as CSS, keyed by a stable attribute: `DesignSystemProvider` writes
 * `data-cf-theme="brand" | "high-contrast" | "dark" | "system"` on its root and on every portal
 * it themes, and these rules set the `--cf-*` custom properties there. Each selector is wrapped in
 * `:where()`, so it weighs nothing: a host's own rule on the same element (`.my-shop { --cf-… }`)
 * always wins.
 */
const themed = (name: string) => `:where([data-cf-theme="${name}"])`;
const { common, own } = splitThemeVariables();

globalStyle(':where([data-cf-theme])', { vars: common });

for (const name of Object.keys(builtInThemes) as (keyof typeof builtInThemes)[]) {
  const selector = name === 'brand' ? `${themed('brand')}, ${themed('system')}` : themed(name);
  globalStyle(selector, { vars: own[name], colorScheme: colorSchemes[name] });
}

// 'system' follows the device: dark when it prefers a dark scheme, high contrast (last, so it
// wins) when it asks for more contrast.
globalStyle(themed('system'), {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: own.dark, colorScheme: 'dark' },
    '(prefers-contrast: more)': { vars: own['high-contrast'], colorScheme: 'light' },
  },
});
