import { describe, expect, it } from 'vitest';
import { leaksBetween, type DomSnapshot, type WorkerSnapshot } from './leaks';

const dom = (overrides: Partial<DomSnapshot> = {}): DomSnapshot => ({
  url: 'http://localhost:3000/',
  title: '',
  cookie: '',
  localStorage: {},
  sessionStorage: {},
  htmlAttributes: '',
  bodyAttributes: '',
  body: [],
  head: [],
  prototypes: new Map([['Element.scrollIntoView', undefined]]),
  ...overrides,
});

const realFetch = () => 'real';
const snapshot = (overrides: Partial<WorkerSnapshot> = {}): WorkerSnapshot => ({
  globals: new Map<string, unknown>([
    ['fetch', realFetch],
    ['NaN', NaN],
    ['__vitest_worker__', 1],
  ]),
  env: { NODE_ENV: 'test' },
  fakeTimers: false,
  processListeners: { exit: 1 },
  handles: { TCPServerWrap: 0 },
  timers: new Map(),
  listeners: new Map(),
  dom: dom(),
  ...overrides,
});

describe('leaksBetween', () => {
  it('should find nothing when a file put everything back', () => {
    expect(leaksBetween(snapshot(), snapshot())).toEqual([]);
  });

  it('should name a global added, replaced or deleted, but not a library’s private registry', () => {
    const after = snapshot({
      globals: new Map<string, unknown>([
        ['IntersectionObserver', class {}],
        ['NaN', NaN],
        ['__vitest_worker__', 2],
        ['__zod_globalRegistry', {}],
      ]),
    });
    expect(leaksBetween(snapshot(), after)).toEqual([
      'global fetch removed',
      'global IntersectionObserver added',
    ]);
    const replaced = snapshot({
      globals: new Map<string, unknown>([
        ['fetch', () => 'mock'],
        ['NaN', NaN],
        ['__vitest_worker__', 1],
      ]),
    });
    expect(leaksBetween(snapshot(), replaced)).toEqual(['global fetch replaced']);
  });

  it('should not blame a file that put back what an earlier file left', () => {
    const pristine = snapshot();
    const left = snapshot({
      env: { NODE_ENV: 'test', LEFT: '1' },
      dom: dom({ bodyAttributes: 'style="pointer-events: none;"', localStorage: { a: '1' } }),
    });
    expect(leaksBetween(left, snapshot(), pristine)).toEqual([]);
    expect(leaksBetween(left, snapshot())).not.toEqual([]);
  });

  it('should name an environment variable, fake timers, a timer, a listener and a handle', () => {
    const timer = {};
    const after = snapshot({
      env: { NODE_ENV: 'test', SHOP_API_ORIGIN: 'http://x' },
      fakeTimers: true,
      processListeners: { exit: 2 },
      handles: { TCPServerWrap: 1 },
      timers: new Map([[timer, 'setTimeout at page/x.ts:3']]),
      listeners: new Map([[{}, '"resize" on window at page/y.ts:9']]),
    });
    expect(leaksBetween(snapshot(), after)).toEqual([
      'process.env.SHOP_API_ORIGIN added',
      'fake timers still installed',
      'timer still pending: setTimeout at page/x.ts:3',
      'listener still attached: "resize" on window at page/y.ts:9',
      'process listeners for exit: 1 before the file, 2 after',
      'open handles TCPServerWrap: 0 before the file, 1 after',
    ]);
    // The same timer pending before the file is an earlier file's.
    expect(
      leaksBetween(snapshot({ timers: after.timers }), snapshot({ timers: after.timers })),
    ).toEqual([]);
  });

  it('should not blame a file for handles it closed that an earlier file had open', () => {
    const after = snapshot({ handles: { TCPServerWrap: 0 } });
    expect(leaksBetween(snapshot({ handles: { TCPServerWrap: 1 } }), after)).toEqual([]);
  });

  it('should name what is left in the document: URL, storage, cookie, attributes, elements', () => {
    const after = snapshot({
      dom: dom({
        url: 'http://localhost:3000/p/x?sku=1',
        title: 'Cart',
        cookie: 'cart=1',
        localStorage: { recentlyViewed: '[]' },
        sessionStorage: { draft: '{}' },
        htmlAttributes: 'dir="rtl"',
        bodyAttributes: 'style="pointer-events: none;"',
        body: ['<div role="dialog">'],
        head: ['<meta name="robots">'],
        prototypes: new Map([['Element.scrollIntoView', () => undefined]]),
      }),
    });
    expect(leaksBetween(snapshot(), after)).toEqual([
      'url is "http://localhost:3000/p/x?sku=1" (it was "http://localhost:3000/")',
      'title is "Cart" (it was "")',
      'cookie is "cart=1" (it was "")',
      'htmlAttributes is "dir="rtl"" (it was "")',
      'bodyAttributes is "style="pointer-events: none;"" (it was "")',
      'localStorage "recentlyViewed" added',
      'sessionStorage "draft" added',
      'Element.prototype.scrollIntoView replaced',
      'left in <body>: <div role="dialog">',
      'left in <head>: <meta name="robots">',
    ]);
  });
});
