// The testing entry of @cairnfield/design-system (`@cairnfield/design-system/testing`): render in
// a theme (jsdom or on the server), run axe with the rules every story and page state passes, and
// wait for a growing log (a screen reader's phrases) to settle.
// Needs @testing-library/react and axe-core (optional peer dependencies).
export { axeTags } from './axe';
export { axeViolations, renderOnServer, renderWithTheme, type ProviderOptions } from './render';
export { settledLog } from './settledLog';
