// @vitest-environment node
/**
 * The import boundaries of eslint.config.js (README, "Architecture"): each case lints a one-line
 * snippet as if it lived in a given folder and expects `no-restricted-imports` to refuse it, or
 * to let it through. Only that rule runs, without type information, so the snippets need not exist.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as shopErrors from './page/purchase/errorCatalogue';
import * as shopTexts from './page/purchase/messages';
import * as backInStockTexts from './page/purchase/backInStockText';
import * as cartDrawerTexts from './page/purchase/cartDrawerText';

const eslint = new ESLint({
  cwd: import.meta.dirname,
  ruleFilter: ({ ruleId }) => /^(@typescript-eslint\/)?no-restricted-imports$/.test(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const refused: [folder: string, filePath: string, code: string][] = [
  [
    'design-system importing page/',
    'design-system/components/Button/Button.tsx',
    "import { MESSAGES } from '../../../page/purchase/addToCartOutcome';",
  ],
  [
    'design-system importing shop-api/',
    'design-system/components/Button/Button.tsx',
    "import type { ShopApi } from '../../../shop-api/index';",
  ],
  ['page/purchase importing React', 'page/purchase/amount.ts', "import { useState } from 'react';"],
  [
    'page/purchase importing an API module',
    'page/purchase/addToCartOutcome.ts',
    "import { isApiError } from '../api/errors';",
  ],
  [
    'page/purchase importing wire types',
    'page/purchase/addToCartOutcome.ts',
    "import type { AddToCartResponse } from '../api/wire';",
  ],
  [
    'page/purchase importing the design system',
    'page/purchase/amount.ts',
    "import { Button } from '@cairnfield/design-system';",
  ],
  [
    'page/purchase importing a design-system component entry',
    'page/purchase/eGift.ts',
    "import type { EGiftFormProps } from '@cairnfield/design-system/EGiftForm';",
  ],
  [
    'a page section importing the design system by path',
    'page/sections/X.tsx',
    "import { Button } from '../../design-system';",
  ],
  [
    'a story importing a design-system file',
    'stories/design-system/Button.stories.tsx',
    "import { Button } from '../../design-system/components/Button/Button';",
  ],
  [
    "a page test importing the design system's test helpers by path",
    'page/routes/product/ProductPage.test.tsx',
    "import { axeViolations } from '../../design-system/test/axe';",
  ],
  [
    'design-system/formValues importing anything',
    'design-system/formValues.ts',
    "import { formatAmount } from './components/Price/formatAmount';",
  ],
  [
    'the shared gift card rules importing anything',
    'shared/giftCards.ts',
    "import { formatAmount } from '../page/purchase/amount';",
  ],
  [
    'design-system importing the shared gift card rules',
    'design-system/components/Price/Price.tsx',
    "import { GIFT_CARD_LIMITS } from '../../../shared/giftCards';",
  ],
  [
    'a feature running the composed configuration (below it)',
    'page/storefront/shopper.ts',
    "import { defaultPublicConfig } from '../config';",
  ],
  [
    'page/sections importing the shop client',
    'page/sections/BackInStockModal.tsx',
    "import { createShopClient } from '../api';",
  ],
  [
    'page/ importing shop-api/',
    'page/server/app.ts',
    "import { createShopApi } from '../../shop-api/index';",
  ],
  [
    'the page (not a test) importing the demo catalogue',
    'page/server/app.ts',
    "import { PRODUCT_IDS } from '../../shop-api/catalogue';",
  ],
  [
    'a page test importing the shop past the catalogue entry',
    'page/api/reshape.test.ts',
    "import { catalog } from '../../shop-api/catalogue/products';",
  ],
  [
    'a story importing the shop',
    'stories/page/pageStory.tsx',
    "import { createShopApi } from '../../shop-api/index';",
  ],
  ['page/ importing a second schema library', 'page/config/schema.ts', "import { z } from 'zod';"],
  [
    'a page test importing a second cookie library',
    'page/routes/product/route.test.ts',
    "import { getCookie } from 'hono/cookie';",
  ],
  [
    'a page section importing a second schema library',
    'page/sections/EgiftSection.tsx',
    "import { z } from 'zod';",
  ],
  [
    'shop-api importing page/',
    'shop-api/routes/cart.ts',
    "import type { Product } from '../../page/domain';",
  ],
  [
    'shop-api importing the design system',
    'shop-api/index.ts',
    "import { tokens } from '../design-system';",
  ],
];

describe('import boundaries (eslint.config.js)', () => {
  // Loading the configuration and its plugins takes seconds on a busy machine: do it once, here.
  beforeAll(() => eslint.calculateConfigForFile('page/purchase/amount.ts'), 60_000);

  it.each(refused)(
    'given %s, when linted, should fail no-restricted-imports',
    async (_, file, code) => {
      const messages = await restrictedImports(file, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^(@typescript-eslint\/)?no-restricted-imports: /);
    },
  );

  it.each([
    [
      'page/hooks using the API layer',
      'page/hooks/useX.ts',
      "import { shopFailureOf } from '../api/errors';",
    ],
    [
      'page/purchase using domain types',
      'page/purchase/amount.ts',
      "import type { Product } from '../domain';",
    ],
    [
      'page/purchase using the form values the design system shares',
      'page/purchase/eGift.ts',
      "import type { EGiftFormValues } from '@cairnfield/design-system/formValues';",
    ],
    [
      'page/sections using the design system',
      'page/sections/X.tsx',
      "import { Button } from '@cairnfield/design-system';",
    ],
    [
      'a page section using one component entry',
      'page/sections/X.tsx',
      "import { EGiftForm } from '@cairnfield/design-system/EGiftForm';",
    ],
    [
      'a page test reading the demo catalogue',
      'page/api/reshape.test.ts',
      "import { PRODUCT_IDS } from '../../shop-api/catalogue';",
    ],
    [
      'a fixture of the page tests reading the demo catalogue',
      'page/test/fixtures.ts',
      "import { DEMO_PRODUCTS } from '../../shop-api/catalogue';",
    ],
    [
      'a story fixture reading the demo catalogue',
      'stories/fixtures/giftCardShop.ts',
      "import { DEMO_PRODUCTS } from '../../shop-api/catalogue';",
    ],
    [
      'a feature naming the composed configuration’s types',
      'page/storefront/shopper.ts',
      "import type { PublicConfig } from '../config';",
    ],
    [
      'a feature reading its own configuration block',
      'page/walletFlows/flowContext.ts',
      "import { walletSimulatorModes } from './config';",
    ],
    [
      'page/purchase using the gift card rules the shop shares',
      'page/purchase/quantityRules.ts',
      "import { quantityBounds } from '../../shared/giftCards';",
    ],
    [
      'shop-api using the gift card rules the page shares',
      'shop-api/domain/giftCards.ts',
      "import { GIFT_CARD_LIMITS } from '../../shared/giftCards.ts';",
    ],
    [
      'the composition root embedding shop-api/',
      'server/main.ts',
      "import { createShopApi } from '../shop-api/index';",
    ],
  ])('given %s, when linted, should pass', async (_, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});

/** Every text of a value, however deep (the page's copy is nested objects of strings). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('a design system that knows no shop', () => {
  // The shop's sentences (two words or more); single words such as 'Quantity' are everyone's.
  const shopSentences = [
    ...new Set(
      [shopTexts, backInStockTexts, cartDrawerTexts, shopErrors].flatMap((texts) => textsOf(texts)),
    ),
  ].filter((text) => /\S\s+\S/.test(text));
  // Its source, not its tests or their fixtures (which may play a shop), nor the package's build
  // (dist/, its declarations, there once the package step has run), and its code, not its
  // comments (which may say 'e.g. Add to cart' to show what a shop passes).
  const sources = readdirSync(path.join(import.meta.dirname, 'design-system'), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.endsWith('.d.ts') &&
        !/(\.test\.|Test|(^|\/)test\/|^dist\/)/.test(file),
    )
    .map((file) => ({
      file,
      text: ts.transpileModule(
        readFileSync(path.join(import.meta.dirname, 'design-system', file), 'utf8'),
        {
          fileName: file,
          compilerOptions: { removeComments: true, jsx: ts.JsxEmit.Preserve },
        },
      ).outputText,
    }));

  it("given the page's copy, when design-system/ source is read, should find none of it", () => {
    expect(shopSentences.length).toBeGreaterThan(20);
    expect(sources.length).toBeGreaterThan(20);
    const found = sources.flatMap(({ file, text }) =>
      shopSentences.filter((sentence) => text.includes(sentence)).map((s) => `${file}: ${s}`),
    );
    expect(found).toEqual([]);
  });
});

describe('web APIs the supported browsers lack (package.json "browserslist")', () => {
  const compatLint = new ESLint({
    cwd: import.meta.dirname,
    ruleFilter: ({ ruleId }) => ruleId === 'compat/compat',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const findings = async (filePath: string, code: string) => {
    const [result] = await compatLint.lintText(`${code}\n`, { filePath });
    return (result?.messages ?? []).map((m) => m.message);
  };

  it('given browser code using an API Safari and Firefox ESR lack, when linted, should name them', async () => {
    const messages = await findings(
      'page/routing/route.ts',
      "export const pattern = new URLPattern({ pathname: '/p/:slug' });",
    );
    expect(messages).toEqual([expect.stringMatching(/URLPattern is not supported in Safari 26/)]);
    expect(messages[0]).toContain('Firefox 140');
  });

  it('given design-system code using such an API, when linted, should refuse it too', async () => {
    expect(
      await findings('design-system/components/X/X.tsx', 'export const d = new BarcodeDetector();'),
    ).toHaveLength(1);
  });

  it('given the same API in server code, or an API every supported browser has, should pass', async () => {
    const code = "export const pattern = new URLPattern({ pathname: '/p/:slug' });";
    expect(await findings('page/server/routes.ts', code)).toEqual([]);
    expect(
      await findings(
        'page/hooks/useX.ts',
        "export const r = fetch('/api/x', { cache: 'no-store' });",
      ),
    ).toEqual([]);
  });
});

describe('source files a newcomer can read whole (max-lines 400)', () => {
  const sizeLint = new ESLint({
    cwd: import.meta.dirname,
    ruleFilter: ({ ruleId }) => ruleId === 'max-lines',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const v${i} = ${i};`).join('\n');
  const ruleIds = async (filePath: string, code: string) => {
    const [result] = await sizeLint.lintText(`${code}\n`, { filePath });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };

  it('given a page or shop-api source file over 400 lines, when linted, should refuse it', async () => {
    expect(await ruleIds('page/purchase/long.ts', lines(401))).toEqual(['max-lines']);
    expect(await ruleIds('shop-api/services/long.ts', lines(401))).toEqual(['max-lines']);
  });

  it('given 400 lines, or a longer test file, should pass', async () => {
    expect(await ruleIds('page/purchase/long.ts', lines(399))).toEqual([]);
    expect(await ruleIds('page/purchase/long.test.ts', lines(401))).toEqual([]);
  });
});
