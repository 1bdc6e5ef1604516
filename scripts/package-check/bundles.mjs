// @ts-check
// What a consumer's bundle takes (esbuild, minified, React external): Button from its own entry and
// from the root, and the whole library; fails if Button pulls in another component.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';

/** @typedef {(ok: boolean, what: string, detail?: string) => void} Check */

/**
 * @param {string} app the consumer app's folder
 * @param {Check} check
 */
export async function measureBundles(app, check) {
  /** @type {Record<string, { bytes: number, gzip: number, components: string[] }>} */
  const sizes = {};
  /** @type {[string, string][]} */
  const sources = [
    ['Button (its own entry)', "import { Button } from '@cairnfield/design-system/Button';"],
    ['Button (from the root entry)', "import { Button } from '@cairnfield/design-system';"],
    ['the whole library', "import * as all from '@cairnfield/design-system';"],
  ];
  for (const [name, source] of sources) {
    const result = await build({
      stdin: {
        contents: `${source}\nconsole.log(${source.includes('* as') ? 'all' : 'Button'});`,
        resolveDir: app,
        loader: 'js',
      },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      metafile: true,
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    // The modules whose code is in the output (the metafile's inputs also list what was dropped).
    const [output] = Object.values(result.metafile.outputs);
    const components = new Set(
      Object.entries(output?.inputs ?? {})
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([file]) => /design-system\/dist\/components\/([^/_][^/]*)\//.exec(file)?.[1])
        .filter((component) => component !== undefined),
    );
    sizes[name] = { bytes: code.length, gzip: gzipSize(code), components: [...components] };
    if (name.startsWith('Button')) {
      check(
        components.size === 1 && components.has('Button'),
        `${name} pulls in no other component`,
        [...components].join(', '),
      );
    }
  }
  const whole = sizes['the whole library']?.components.length ?? 0;
  check(whole >= 20, 'the whole library bundles every component', `${whole} components`);
  const css = readFileSync(
    path.join(app, 'node_modules/@cairnfield/design-system/dist/styles.css'),
  );
  console.log('\nThe consumer’s bundle (minified, React external):');
  for (const [name, { bytes, gzip, components }] of Object.entries(sizes)) {
    console.log(
      `  ${name.padEnd(30)} ${(bytes / 1024).toFixed(1).padStart(6)} KB, ${(gzip / 1024).toFixed(1).padStart(5)} KB gzip, ${components.length} component(s)`,
    );
  }
  console.log(
    `  ${'styles.css'.padEnd(30)} ${(css.length / 1024).toFixed(1).padStart(6)} KB, ${(gzipSize(css) / 1024).toFixed(1).padStart(5)} KB gzip`,
  );
}

/** @param {Uint8Array} buffer */
function gzipSize(buffer) {
  return zlib.gzipSync(buffer).length;
}
