import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unitEnvironment, unitTestFiles } from './environments';

// Spelled in two parts: Vitest reads the whole word in this very file as its own pragma.
const PRAGMA = `@vitest-${'environment'}`;

describe('unitEnvironment', () => {
  it('should give a React test file jsdom', () => {
    expect(unitEnvironment('page/pages/CartPage.test.tsx', "import { x } from './x';")).toBe(
      'jsdom',
    );
  });

  it('should give a file that uses a browser global jsdom', () => {
    for (const source of [
      'document.body.append(node);',
      'expect(window.dataLayer).toEqual([]);',
      'navigator?.sendBeacon',
      "localStorage.setItem('a', 'b');",
      'history.pushState({}, "", "/x");',
      "if (typeof window !== 'undefined') {}",
      'const el = document as unknown as HTMLInputElement;',
      'new IntersectionObserver(callback);',
      "import { renderHook } from '@testing-library/react';",
    ]) {
      expect(unitEnvironment('page/lazy/x.test.ts', source), source).toBe('jsdom');
    }
  });

  it('should give a file that only talks of windows and locations in words or fields Node', () => {
    for (const source of [
      "it('should choose the delivery window', () => {});",
      'expect(order.location.city).toBe("Chicago");',
      'const window_ = 3; const history2 = [];',
      '// the document the shop returns',
    ]) {
      expect(unitEnvironment('page/purchase/x.test.ts', source), source).toBe('node');
    }
  });

  it('should follow the file’s own environment pragma', () => {
    expect(unitEnvironment('a.test.tsx', `// ${PRAGMA} node\nrender(<A/>)`)).toBe('node');
    expect(unitEnvironment('a.test.ts', `/** ${PRAGMA} jsdom */`)).toBe('jsdom');
    expect(unitEnvironment('a.test.ts', `// ${PRAGMA} node\ndocument.x`)).toBe('node');
  });
});

describe('unitTestFiles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'unit-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text = '') => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('should split the test files of the given folders and the root by environment', () => {
    write('eslint.config.test.ts', 'export {};');
    write('page/purchase/amount.test.ts', 'export {};');
    write('page/purchase/amount.ts', 'document.title = "not a test";');
    write('page/lazy/whenNear.test.ts', 'document.body.innerHTML = "";');
    write('design-system/Button/Button.test.tsx');
    write('design-system/node_modules/x/y.test.ts');
    write('design-system/Button/__screenshots__/a.test.ts');
    write('scripts/visual/review.e2e.test.ts');
    write('server/app.real.test.ts', `// ${PRAGMA} node`);
    write('shop-api/app.test.ts');

    expect(unitTestFiles(root, ['design-system', 'page', 'server'])).toEqual({
      jsdom: ['design-system/Button/Button.test.tsx', 'page/lazy/whenNear.test.ts'],
      node: ['eslint.config.test.ts', 'page/purchase/amount.test.ts', 'server/app.real.test.ts'],
    });
  });
});
