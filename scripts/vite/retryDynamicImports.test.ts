import { describe, expect, it } from 'vitest';
import { IMPORT_CHUNK_GLOBAL, rewriteChunkImports } from './retryDynamicImports';

describe('rewriteChunkImports', () => {
  it('given dynamic imports of sibling chunks, should send each through the retrying importer', () => {
    const code =
      'var a=F(()=>import(`./RecentlyViewed-MoQnQ_q7.js`),__vite__mapDeps([18]));' +
      'const b=()=>import("./api-Bkem9DOL.js");const c=()=>import(\'../x/Other-a1.js\');';
    const { code: out, count } = rewriteChunkImports(code);
    expect(count).toBe(3);
    expect(out).toContain(
      `${IMPORT_CHUNK_GLOBAL}(new URL(\`./RecentlyViewed-MoQnQ_q7.js\`,import.meta.url).href)`,
    );
    expect(out).toContain(
      `${IMPORT_CHUNK_GLOBAL}(new URL("./api-Bkem9DOL.js",import.meta.url).href)`,
    );
    expect(out).toContain(
      `${IMPORT_CHUNK_GLOBAL}(new URL('../x/Other-a1.js',import.meta.url).href)`,
    );
    expect(out).not.toMatch(/\bimport\(["'`]\./);
  });

  it('given imports that are not of a sibling chunk, should leave them alone', () => {
    const code =
      'import(url);import("react");import(`./${name}.js`);import("https://cdn.example/x.js");' +
      'import { a } from "./main-abc.js";';
    expect(rewriteChunkImports(code)).toEqual({ code, count: 0 });
  });
});

describe('the global the chunks call', () => {
  it('given the browser entry’s installer, should be the importer the rewritten chunks call', async () => {
    await import('../../page/client/installRetryImport');
    expect(typeof (globalThis as Record<string, unknown>)[IMPORT_CHUNK_GLOBAL]).toBe('function');
  });
});
