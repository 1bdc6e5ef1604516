import { describe, expect, it } from 'vitest';
import { reactBuildOf } from './reactBuild';

const dir = '/app/node_modules/react-dom/cjs/';

describe('reactBuildOf', () => {
  it('given the production server build loaded, when asked, should say production', () => {
    expect(
      reactBuildOf([
        '/app/node_modules/react/cjs/react.production.js',
        `${dir}react-dom-server.node.production.js`,
      ]),
    ).toBe('production');
  });

  it('given the edge build the page server renders with, when asked, should say which', () => {
    expect(
      reactBuildOf([
        `${dir}react-dom-server.edge.production.js`,
        `${dir}react-dom-server-legacy.browser.production.js`,
      ]),
    ).toBe('production');
    expect(reactBuildOf([`${dir}react-dom-server.edge.development.js`])).toBe('development');
  });

  it('given any development server build loaded, when asked, should say development', () => {
    expect(
      reactBuildOf([
        `${dir}react-dom-server.node.production.js`,
        `${dir}react-dom-server-legacy.node.development.js`,
        `${dir}react-dom-server.node.development.js`,
      ]),
    ).toBe('development');
  });

  it('given react-dom/server not loaded yet, when asked, should say unknown', () => {
    expect(reactBuildOf(['/app/node_modules/react/cjs/react.development.js'])).toBe('unknown');
  });
});
