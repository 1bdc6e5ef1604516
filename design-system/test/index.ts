// The testing entry of @cairnfield/design-system (`@cairnfield/design-system/testing`): render in
// a theme (jsdom or on the server), run axe with the rules every story and page state passes,
// wait for a growing log (a screen reader's phrases) to settle, and keep the main thread busy at
// the moment a test names (a slow phone).
// Needs @testing-library/react and axe-core (optional peer dependencies).
export { axeTags } from './axe';
export { axeViolations, renderOnServer, renderWithTheme, type ProviderOptions } from './render';
export { renderInLocale, type RenderInLocaleOptions } from './locale';
export { settledLog } from './settledLog';
export { starveMainThreadWhen } from './starve';
