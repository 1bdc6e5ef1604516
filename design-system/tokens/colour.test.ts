import { describe, expect, it } from 'vitest';
import { over, parseColour } from './colour';

describe('parseColour', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#1D5A37', { r: 29, g: 90, b: 55, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 136 / 255 }],
    ['rgb(16, 22, 18)', { r: 16, g: 22, b: 18, a: 1 }],
    ['rgba(16, 22, 18, 0.6)', { r: 16, g: 22, b: 18, a: 0.6 }],
    ['rgb(16 22 18 / 60%)', { r: 16, g: 22, b: 18, a: 0.6 }],
    ['white', { r: 255, g: 255, b: 255, a: 1 }],
  ])('reads %s', (css, rgba) => {
    expect(parseColour(css)).toEqual(rgba);
  });

  it.each(['rebeccapurple', 'oklch(0.5 0.1 140)', 'var(--x)', '#12345', 'rgb(300, 0, 0)', ''])(
    'does not guess %j',
    (css) => {
      expect(parseColour(css)).toBeUndefined();
    },
  );
});

describe('over', () => {
  it('mixes a translucent colour into what is under it', () => {
    expect(over({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 })).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });
});
