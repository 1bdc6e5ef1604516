import { describe, expect, it } from 'vitest';
import {
  IMPORT_CHUNK_GLOBAL,
  PRELOAD_HELPER,
  PRELOAD_HELPER_ID,
  retryDynamicImports,
  rewriteChunkImports,
  unwrapPreloads,
} from './retryDynamicImports';

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

describe('unwrapPreloads', () => {
  it('given Vite’s preload wrappers, should call each import in place', () => {
    const code =
      'const a=__vitePreload(() => import("./A-1.js").then((m) => m.t),__VITE_IS_MODERN__?__VITE_PRELOAD__:void 0);' +
      'const b=__vitePreload$1(async () => { const { B } = await import("./B-2.js"); return { B }; }, __VITE_IS_MODERN__ ? __VITE_PRELOAD__ : void 0);';
    const { code: out, count } = unwrapPreloads(code);
    expect(count).toBe(2);
    expect(out).toBe(
      'const a=(() => import("./A-1.js").then((m) => m.t))();' +
        'const b=(async () => { const { B } = await import("./B-2.js"); return { B }; })();',
    );
  });

  it('given a wrapper whose marker it cannot read, should refuse rather than half rewrite', () => {
    expect(() => unwrapPreloads('__vitePreload(() => import("./A.js"), deps)')).toThrow(
      '1 preload wrappers but 0 preload markers: cannot unwrap them',
    );
  });

  it('given a chunk without wrappers, should leave it alone', () => {
    const code = 'const a=()=>import("./A.js");';
    expect(unwrapPreloads(code)).toEqual({ code, count: 0 });
  });
});

describe('the page’s preload helper', () => {
  const helperPlugin = (pageBuild: boolean) => {
    const plugin = retryDynamicImports(() => pageBuild)[0]!;
    return plugin.load as (id: string) => string | null;
  };

  it('given the page’s client build, should stand in for Vite’s helper and only call the import', async () => {
    const load = helperPlugin(true);
    expect(load(PRELOAD_HELPER_ID)).toBe(PRELOAD_HELPER);
    expect(load('/src/other.ts')).toBeNull();
    const helper = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(PRELOAD_HELPER)}`
    )) as { __vitePreload: (load: () => Promise<string>) => Promise<string> };
    await expect(helper.__vitePreload(() => Promise.resolve('module'))).resolves.toBe('module');
  });

  it('given another build (Storybook, the server), should leave Vite’s helper', () => {
    expect(helperPlugin(false)(PRELOAD_HELPER_ID)).toBeNull();
  });
});
