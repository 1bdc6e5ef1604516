/**
 * Breakpoints: phone up to 767 px, tablet 768-1023, desktop 1024-1599, large from 1600.
 * The product image switches source at 1024 px.
 */
export const breakpoints = { phone: 0, tablet: 768, desktop: 1024, large: 1600 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
} as const;

export const imageSwitchWidth = breakpoints.desktop;
