// @ts-check
// `npm run test:package`: the design system as another shop gets it (design-system/README.md).
//
// 1. Packs the tarball from a clean design-system/dist (`npm pack` runs `prepack`, which builds),
//    checks that it holds only dist/ (JavaScript, CSS, declarations, DTCG JSON) and the README,
//    and prints its size; publint and Are the Types Wrong check it as a registry would.
// 2. In a folder outside this repository, installs it with npm (with React, their types and Style
//    Dictionary: nothing of this repository) and type-checks, with TypeScript, every TypeScript
//    block of the README and the two shops of scripts/consumer-app/shops (an en-GB bakery in
//    pounds in its own brand; a fr-CA boutique in dark mode), then runs the README's scripts (its
//    createTheme and Style Dictionary examples) in Node.
// 3. Server-renders the shops and a page of every README component with Node's own resolution of
//    the package, hydrates them in Chromium and checks them (scripts/package-check/shops.mjs):
//    themed dialog and overlay, base styles, brand accent, currency and French texts, axe, and
//    screenshots against scripts/consumer-app/__screenshots__.
// 4. Measures what the consumer's bundle takes: Button alone, and the whole library, and fails if
//    one component pulls in another.
//
// Flags: --keep (keep the consumer folder), --update-screenshots (rewrite the baselines).
// Exits non-zero if any check failed; prints every check and the figures.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import {
  checkReadmeDarkPage,
  checkReadmePage,
  writeReadmeExamples,
} from './package-check/readme.mjs';
import { checkShop, SHOPS } from './package-check/shops.mjs';
import { runAxe } from './package-check/axe.mjs';
import { measureBundles } from './package-check/bundles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageDir = path.join(root, 'design-system');
const consumerSource = path.join(root, 'scripts', 'consumer-app');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);
/**
 * @param {string} cmd
 * @param {string[]} args
 */
const run = (cmd, args, cwd = root) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const keep = process.argv.includes('--keep');
const update = process.argv.includes('--update-screenshots');

/** The output of a command that failed (execFileSync's error). */
const outputOf = (/** @type {unknown} */ error) =>
  /** @type {{ stdout?: string, stderr?: string }} */ (error);

/** @type {{ what: string, locale: boolean }[]} */
const failures = [];
/**
 * @param {boolean} ok
 * @param {string} what
 * @param {string} [detail]
 * @param {{ locale?: boolean }} [options]
 */
function check(ok, what, detail = '', { locale = false } = {}) {
  const mark = ok ? '✔' : '✖';
  console.log(
    `${mark} ${what}${detail ? `: ${detail}` : ''}${!ok && locale ? ' [locale work]' : ''}`,
  );
  if (!ok) failures.push({ what, locale });
  return ok;
}

const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const versions = { ...rootPkg.dependencies, ...rootPkg.devDependencies };
const app = mkdtempSync(path.join(tmpdir(), 'cairnfield-consumer-'));
/** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null> | undefined} */
let server;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
try {
  // 1. The tarball, from a clean dist/ (prepack builds it).
  rmSync(path.join(packageDir, 'dist'), { recursive: true, force: true });
  const packOutput = run('npm', [
    'pack',
    '-w',
    'design-system',
    '--pack-destination',
    app,
    '--json',
  ]);
  // The JSON follows what prepack's build printed.
  const [packed] = JSON.parse(packOutput.slice(packOutput.search(/^\[\s*\{/m)));
  const tarballPath = path.join(app, packed.filename);
  /** @type {string[]} */
  const files = packed.files.map((/** @type {{ path: string }} */ f) => f.path);
  const stray = files.filter(
    (f) =>
      !['package.json', 'README.md', 'LICENSE'].includes(f) &&
      !(/^dist\//.test(f) && /(\.js|\.d\.ts|\.css|\.json)$/.test(f)),
  );
  check(
    stray.length === 0 && files.some((f) => f === 'dist/index.js'),
    'the tarball holds dist/ (JavaScript, CSS, declarations, DTCG JSON), the README and the licence only',
    stray.slice(0, 5).join(', '),
  );
  console.log(
    `  ${packed.filename}: ${(packed.size / 1024).toFixed(1)} KB packed, ` +
      `${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${packed.entryCount} files`,
  );

  const linted = await publint({
    pack: { tarball: new Uint8Array(readFileSync(tarballPath)).buffer },
    strict: true,
  });
  check(
    linted.messages.length === 0,
    'publint: the package.json and the files it names',
    linted.messages.map((m) => formatMessage(m, linted.pkg)).join('; '),
  );
  try {
    run(bin('attw'), [
      tarballPath,
      '--profile',
      'esm-only',
      '--no-definitely-typed',
      '--exclude-entrypoints',
      './tokens.json',
      './tokens-studio.json',
      './tokens.css',
      '--format',
      'ascii',
    ]);
    check(true, 'Are the Types Wrong: types for every entry, for ESM resolvers');
  } catch (error) {
    const { stdout, stderr } = outputOf(error);
    check(false, 'Are the Types Wrong', `${stdout ?? ''}${stderr ?? ''}`.trim());
  }

  // 2. A consumer folder outside the repository: the README's examples and two shops.
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'consumer-shops', private: true, type: 'module' }, null, 2),
  );
  const readme = writeReadmeExamples(path.join(packageDir, 'README.md'), app);
  check(
    readme.install === 'npm install @cairnfield/design-system react react-dom',
    'the README’s install line is what the consumer installs',
    readme.install,
  );
  // Every entry of the exports map is documented, and every component is in an example.
  const readmeText = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
  const entries = Object.keys(pkg.exports).filter((key) => key !== '.' && key !== './package.json');
  const undocumented = entries.filter(
    (key) =>
      !readmeText.includes(`\`${key.slice(1)}\``) &&
      !readmeText.includes(`@cairnfield/design-system${key.slice(1)}`),
  );
  check(
    undocumented.length === 0,
    `the README documents every entry of the exports map (${entries.length})`,
    undocumented.join(', '),
  );
  const components = entries.map((key) => key.slice(2)).filter((name) => /^[A-Z]/.test(name));
  const shown = new Set(Object.values(readme.imports).flatMap((names) => [...names]));
  const unshown = components.filter((name) => !shown.has(name));
  check(
    unshown.length === 0,
    `the README’s examples render every component (${components.length})`,
    unshown.join(', '),
  );
  const dependencies = [
    'react',
    'react-dom',
    '@types/react',
    '@types/react-dom',
    'style-dictionary',
  ];
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `./${packed.filename}`,
      ...dependencies.map((name) => `${name}@${versions[name]}`),
    ],
    app,
  );
  check(true, `installed ${packed.filename} with npm in ${app}`);
  cpSync(path.join(consumerSource, 'shops'), path.join(app, 'shops'), { recursive: true });
  copyFileSync(path.join(consumerSource, 'server.mjs'), path.join(app, 'server.mjs'));
  copyFileSync(path.join(consumerSource, 'tsconfig.json'), path.join(app, 'tsconfig.json'));
  try {
    run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', app], app);
    check(
      true,
      `TypeScript: the README’s ${readme.modules.length} examples and both shops type-check`,
    );
  } catch (error) {
    check(
      false,
      'TypeScript: the README’s examples and the shops',
      String(outputOf(error).stdout).trim(),
    );
  }

  // The README's scripts (no component) run in Node: createTheme, Style Dictionary.
  process.chdir(app);
  for (const script of readme.scripts) {
    const outfile = path.join(app, 'build', 'scripts', `${script.name}.mjs`);
    await build({
      entryPoints: [script.file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'error',
    });
    const exports = await import(pathToFileURL(outfile).href);
    await Promise.all(Object.values(exports).filter((value) => value instanceof Promise));
    check(true, `README line ${script.line}: runs in Node`, Object.keys(exports).join(', '));
  }
  process.chdir(root);
  // createTheme as a consumer meets it in development: a brand whose accent fails AA against the
  // text on it is refused, and the error names the pair.
  const installed = await import(
    pathToFileURL(path.join(app, 'node_modules/@cairnfield/design-system/dist/index.js')).href
  );
  const environment = process.env.NODE_ENV;
  /** @type {unknown} */
  let refused;
  try {
    process.env.NODE_ENV = 'development';
    installed.createTheme({ color: { accent: '#ffd700' } }, { name: 'Gold' });
  } catch (error) {
    refused = error;
  } finally {
    if (environment === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = environment;
  }
  check(
    refused instanceof Error &&
      refused instanceof installed.ThemeContrastError &&
      refused.message.includes('color.accentText on color.accent'),
    'createTheme refuses a brand whose accent fails AA against its text, naming the pair',
    String((refused instanceof Error ? refused.message : undefined) ?? 'no error')
      .split('\n')
      .slice(0, 2)
      .join(' '),
  );
  const sdCss = path.join(app, 'build', 'tokens.css');
  if (existsSync(sdCss)) {
    const properties = readFileSync(sdCss, 'utf8').match(/^\s*--[\w-]+: .*;/gm) ?? [];
    const tokens = JSON.stringify(
      JSON.parse(
        readFileSync(
          path.join(app, 'node_modules/@cairnfield/design-system/dist/tokens.json'),
          'utf8',
        ),
      ),
    ).match(/"\$value"/g)?.length;
    const broken = properties.filter((line) => line.includes('[object Object]'));
    check(
      broken.length === 0 && properties.length === tokens,
      'Style Dictionary builds every token of tokens.json, durations included (README)',
      `${properties.length} of ${tokens} properties${broken.length ? `; ${broken[0]?.trim()}` : ''}`,
    );
  } else check(false, 'Style Dictionary (README): no build/tokens.css written');

  // 3. The pages: a server bundle (every package external: Node resolves the installed package)
  //    and a browser bundle each, then Chromium.
  const pages = [
    ...SHOPS.map((shop) => ({
      ...shop,
      entry: path.join(app, 'shops', `${shop.name}.tsx`),
      css: readFileSync(path.join(app, 'shops', `${shop.name}.css`), 'utf8'),
    })),
    {
      name: 'readme',
      title: 'README examples',
      lang: 'en',
      entry: path.join(app, 'readme', 'App.tsx'),
      css: readme.css,
    },
    {
      name: 'readme-dark',
      title: 'README examples in the dark theme',
      lang: 'en',
      entry: path.join(app, 'readme', 'AppDark.tsx'),
      css: readme.css,
    },
  ];
  // On the server a stylesheet import is a no-op, as in a bundler's server build.
  const noCss = {
    name: 'no-css-on-the-server',
    /** @param {import('esbuild').PluginBuild} builder */
    setup(builder) {
      builder.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'no-css' }));
      builder.onLoad({ filter: /.*/, namespace: 'no-css' }, () => ({ contents: '' }));
    },
  };
  for (const page of pages) {
    await build({
      entryPoints: [page.entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      plugins: [noCss],
      jsx: 'automatic',
      outfile: path.join(app, 'build', 'server', `${page.name}.mjs`),
      logLevel: 'error',
    });
    await build({
      stdin: {
        contents: `import { createElement } from 'react';\nimport { hydrateRoot } from 'react-dom/client';\nimport { App } from ${JSON.stringify(page.entry)};\nhydrateRoot(document.getElementById('root'), createElement(App));`,
        resolveDir: app,
        loader: 'tsx',
      },
      bundle: true,
      format: 'esm',
      minify: true,
      jsx: 'automatic',
      outfile: path.join(app, 'build', 'public', `${page.name}.js`),
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
  }
  check(true, 'bundled the pages with esbuild (no vanilla-extract plugin)');

  const consumerServer = spawn(process.execPath, ['server.mjs'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PAGES: JSON.stringify(pages.map(({ entry: _e, ...page }) => page)) },
  });
  server = consumerServer;
  /** @type {string} */
  const origin = await new Promise((resolve, reject) => {
    consumerServer.stdout.on('data', (chunk) => {
      const match = /listening on (http:\/\/\S+)/.exec(String(chunk));
      if (match?.[1]) resolve(match[1]);
    });
    consumerServer.on('exit', (code) =>
      reject(new Error(`the consumer's server exited (${code})`)),
    );
  });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const screenshots = {
    baselines: path.join(consumerSource, '__screenshots__'),
    artefacts: app,
    update,
  };
  for (const shop of SHOPS) {
    await checkShop(browser, origin, shop, { check, runAxe, screenshots });
  }
  await checkReadmePage(browser, origin, { check, runAxe, screenshots });
  await checkReadmeDarkPage(browser, origin, { check, runAxe, screenshots });

  // 4. What a consumer's bundle takes.
  await measureBundles(app, check);
  console.log(`  package: ${pkg.name}@${pkg.version}`);
} catch (error) {
  check(false, 'the consumer apps', (error instanceof Error && error.stack) || String(error));
} finally {
  await browser?.close();
  server?.kill();
  if (!keep) rmSync(app, { recursive: true, force: true });
}

const waiting = failures.filter((f) => f.locale);
if (waiting.length > 0) {
  console.log(
    `\n${waiting.length} failed check(s) read the locale work (money, French catalogue).`,
  );
}
process.exit(failures.length > 0 ? 1 : 0);
