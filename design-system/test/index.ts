// The testing entry of @cairnfield/design-system (`@cairnfield/design-system/testing`): render in
// a theme (jsdom or on the server) and run axe with the rules every story and page state passes.
// Needs @testing-library/react and axe-core (optional peer dependencies).
export { axeTags } from './axe';
export { axeViolations, renderOnServer, renderWithTheme } from './render';
