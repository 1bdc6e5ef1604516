import { describe, expect, it } from 'vitest';
import { madeByRepository } from './origin';

const ROOT = '/repo';

describe('madeByRepository', () => {
  it('should name the repository’s first caller', () => {
    const stack = [
      'Error',
      '    at setTimeoutTracked (/repo/scripts/vitest/tracked.ts:60:5)',
      '    at new Promise (<anonymous>)',
      '    at runDeviceWalletFlow (/repo/page/hooks/wallet/deviceWalletFlow.ts:93:17)',
      '    at file:///repo/page/hooks/wallet/deviceWalletFlow.test.ts:82:3',
    ].join('\n');
    expect(madeByRepository(stack, ROOT)).toBe('at page/hooks/wallet/deviceWalletFlow.ts:93');
  });

  it('should leave to a library what a library started on the repository’s behalf', () => {
    const stack = [
      'Error',
      '    at file:///repo/node_modules/@radix-ui/react-focus-scope/dist/index.mjs:109:11',
      '    at Object.react_stack_bottom_frame (/repo/node_modules/react-dom/cjs/x.js:1:1)',
      '    at Dialog (/repo/design-system/components/Modal/Modal.tsx:12:3)',
    ].join('\n');
    expect(madeByRepository(stack, ROOT)).toBeNull();
  });

  it('should leave to Node what Node started, and ignore frames outside the repository', () => {
    expect(
      madeByRepository('Error\n    at listOnTimeout (node:internal/timers:581:17)', ROOT),
    ).toBe(null);
    expect(madeByRepository('Error\n    at x (/elsewhere/y.js:1:1)', ROOT)).toBeNull();
  });
});
