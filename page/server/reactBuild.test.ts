import { describe, expect, it } from 'vitest';
import { reactBuildOf } from './reactBuild';

const dir = '/app/node_modules/react-dom/cjs/';

describe('reactBuildOf', () => {
  it('reads the production server build', () => {
    expect(
      reactBuildOf([
        '/app/node_modules/react/cjs/react.production.js',
        `${dir}react-dom-server.node.production.js`,
      ]),
    ).toBe('production');
  });

  it('reports development when any development server build is loaded', () => {
    expect(
      reactBuildOf([
        `${dir}react-dom-server.node.production.js`,
        `${dir}react-dom-server-legacy.node.development.js`,
        `${dir}react-dom-server.node.development.js`,
      ]),
    ).toBe('development');
  });

  it('is unknown before react-dom/server is loaded', () => {
    expect(reactBuildOf(['/app/node_modules/react/cjs/react.development.js'])).toBe('unknown');
  });
});
