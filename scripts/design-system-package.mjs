// `npm run test:package`: the design system as another shop gets it (design-system/README.md).
//
// 1. Builds the package (scripts/build-design-system.mjs) and checks it as a registry would see it:
//    publint (the package.json and its files) and Are the Types Wrong (the types every resolver
//    finds, ESM only).
// 2. Packs the tarball (`npm pack -w design-system`) and, in a folder outside this repository,
//    makes a small React 19 app that installs it with npm (with react and react-dom, nothing of
//    this repository), server-renders AmountChips, QuantityStepper, EGiftForm and Modal with copy
//    of its own, bundles its client with esbuild (no vanilla-extract plugin: the package ships
//    plain JavaScript and styles.css), hydrates it in Chromium, drives each component by keyboard
//    and runs axe (zero violations).
// 3. Measures what the consumer's bundle takes: Button alone, and the whole library, and fails if
//    one component pulls in another.
//
// Exits non-zero on the first failed check; prints every check and the bundle figures.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageDir = path.join(root, 'design-system');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd, args, cwd = root) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

let failed = false;
function check(ok, what, detail = '') {
  console.log(`${ok ? '✔' : '✖'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failed = true;
  return ok;
}

// 1. Build, pack once, then publint and attw over that tarball.
if (!process.argv.includes('--no-build')) {
  run(process.execPath, [path.join(root, 'scripts', 'build-design-system.mjs')]);
}
const app = mkdtempSync(path.join(tmpdir(), 'cairnfield-consumer-'));
const keep = process.argv.includes('--keep');
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let server;
let browser;
try {
  const tarball = run('npm', ['pack', '-w', 'design-system', '--pack-destination', app, '--silent'])
    .trim()
    .split('\n')
    .at(-1);
  const tarballPath = path.join(app, tarball);

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
      './styles.css',
      './tokens.json',
      './tokens-studio.json',
      './tokens.css',
      '--format',
      'ascii',
    ]);
    check(true, 'Are the Types Wrong: types for every entry, for ESM resolvers');
  } catch (error) {
    check(false, 'Are the Types Wrong', `${error.stdout ?? ''}${error.stderr ?? ''}`.trim());
  }

  // 2. A consumer app outside the repository.
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'trailhead-gifts', private: true, type: 'module' }, null, 2),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `./${tarball}`,
      `react@${rootPkg.dependencies.react}`,
      `react-dom@${rootPkg.dependencies['react-dom']}`,
    ],
    app,
  );
  check(true, `installed ${tarball} with npm in ${app}`);

  for (const file of ['App.js', 'client.js', 'server.js']) {
    copyFileSync(path.join(root, 'scripts', 'consumer-app', file), path.join(app, file));
  }
  await build({
    entryPoints: [path.join(app, 'client.js')],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: path.join(app, 'public', 'client.js'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  check(true, 'bundled the client with esbuild (no vanilla-extract plugin)');

  // The server renders with Node's own ESM resolution of the installed package.
  server = spawn(process.execPath, ['server.js'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const match = /listening on (http:\/\/\S+)/.exec(String(chunk));
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`the consumer's server exited (${code})`)));
  });
  const html = await (await fetch(origin)).text();
  check(
    html.includes('Choose a voucher value') && html.includes('How many vouchers'),
    'the server-rendered HTML holds the components with the consumer’s copy',
  );

  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(origin);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  check(
    consoleErrors.length === 0,
    'hydrated without an error or a mismatch',
    consoleErrors.join('; '),
  );
  const styled = await page
    .getByRole('button', { name: 'Open the voucher terms' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  check(styled !== 'rgba(0, 0, 0, 0)', 'styles.css styles the components', styled);

  // AmountChips: a radio group (APG): Tab in, arrows move and check.
  await page.getByRole('radio', { name: '$20' }).focus();
  await page.keyboard.press('ArrowRight');
  check(
    (await page.getByRole('radio', { name: '$40' }).isChecked()) &&
      (await page
        .getByRole('radio', { name: '$40' })
        .evaluate((el) => el === document.activeElement)),
    'AmountChips: ArrowRight moves focus and the check to the next amount',
  );

  // QuantityStepper: a spinbutton (APG): ArrowUp raises the value.
  const quantity = page.getByRole('spinbutton', { name: 'How many vouchers' });
  await quantity.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  check(
    (await quantity.getAttribute('aria-valuenow')) === '3',
    'QuantityStepper: ArrowUp twice gives 3',
    `aria-valuenow=${await quantity.getAttribute('aria-valuenow')}`,
  );

  // EGiftForm: its validators and messages are the consumer's.
  const email = page.getByRole('group', { name: 'From' }).getByRole('textbox', { name: 'E-mail' });
  await email.focus();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Tab');
  const described = await email.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  check(
    (await email.getAttribute('aria-invalid')) === 'true' && described.includes('Use an address'),
    'EGiftForm: a bad e-mail shows the consumer’s message, tied to its field',
    described,
  );

  // Modal: a dialog (APG): Enter opens it with focus inside, Escape closes it and focus returns.
  const opener = page.getByRole('button', { name: 'Open the voucher terms' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Voucher terms' });
  await dialog.waitFor();
  check(
    await dialog.evaluate((el) => el.contains(document.activeElement)),
    'Modal: Enter opens the dialog and moves focus into it',
  );
  const axeInDialog = await runAxe(page);
  check(
    axeInDialog.length === 0,
    'axe: zero violations with the dialog open',
    axeInDialog.join('; '),
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  check(
    await opener.evaluate((el) => el === document.activeElement),
    'Modal: Escape closes it and focus returns to its button',
  );
  const axeAfter = await runAxe(page);
  check(axeAfter.length === 0, 'axe: zero violations on the page', axeAfter.join('; '));

  // 3. What a consumer's bundle takes.
  const sizes = {};
  for (const [name, source] of [
    ['Button (its own entry)', "import { Button } from '@cairnfield/design-system/Button';"],
    ['Button (from the root entry)', "import { Button } from '@cairnfield/design-system';"],
    ['the whole library', "import * as all from '@cairnfield/design-system';"],
  ]) {
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
    const code = result.outputFiles[0].contents;
    // The modules whose code is in the output (the metafile's inputs also list what was dropped).
    const [output] = Object.values(result.metafile.outputs);
    const components = new Set(
      Object.entries(output.inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([file]) => /design-system\/dist\/components\/([^/_][^/]*)\//.exec(file)?.[1])
        .filter(Boolean),
    );
    sizes[name] = { bytes: code.length, gzip: gzipSync(code).length, components: [...components] };
    if (name.startsWith('Button')) {
      check(
        components.size === 1 && components.has('Button'),
        `${name} pulls in no other component`,
        [...components].join(', '),
      );
    }
  }
  check(
    sizes['the whole library'].components.length >= 20,
    'the whole library bundles every component',
    `${sizes['the whole library'].components.length} components`,
  );
  console.log('\nThe consumer’s bundle (minified, React external):');
  for (const [name, { bytes, gzip, components }] of Object.entries(sizes)) {
    console.log(
      `  ${name.padEnd(30)} ${(bytes / 1024).toFixed(1).padStart(6)} KB, ${(gzip / 1024).toFixed(1).padStart(5)} KB gzip, ${components.length} component(s)`,
    );
  }
  console.log(`  package: ${pkg.name}@${pkg.version}`);
} catch (error) {
  check(false, 'the consumer app', error.stack ?? String(error));
} finally {
  await browser?.close();
  server?.kill();
  if (!keep) rmSync(app, { recursive: true, force: true });
}

async function runAxe(page) {
  await page.addScriptTag({ path: path.join(root, 'node_modules', 'axe-core', 'axe.min.js') });
  return page.evaluate(async () => {
    const result = await globalThis.axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

process.exit(failed ? 1 : 0);
