// @ts-check
// `npm run visual`: the visual review (docs/visual-review.md). Screenshots every story in every
// theme (the story tests, compared with their baselines as `npm test` compares them), hears every
// screen-reader transcript, and writes a report under reports/visual/ of what changed: baseline,
// new and diff side by side, a slider and a blink view, a link to the story in Storybook, the old
// and new transcript as a text diff. Nothing is accepted unless someone accepts it.
//
//   npm run visual                          run, then write the report and say where it is
//   npm run visual -- <story files>         only those stories (and their components' transcripts)
//   npm run visual -- --serve [--port N]    run, then serve the report: Accept / Reject write
//   npm run visual -- --no-run [--serve]    the report of the last run, without running again
//   npm run visual -- --accept <id>         accept one change of the last report (the id is the
//                                           committed file's path, as the report shows it)
//   npm run visual -- --accept-all          accept every change of the last report (runs first
//                                           when there is none)
//   --storybook-url <url>                   where the report's story links point
//                                           (default http://localhost:6006, `npm run storybook`)
//   --no-transcripts                        screenshots only
//   --if-changed                            with --no-run (npm test): write the report only when
//                                           something changed, and say where it is
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from './chromium.mjs';
import { ROOT, RUN_DIR, STORIES_MANIFEST, STORY_PROJECT } from './visual/paths.mjs';
import { transcriptTestsFor } from './visual/model.mjs';
import {
  acceptAll,
  decide,
  DecisionError,
  hasRun,
  readReport,
  readRun,
  writeReport,
} from './visual/review.mjs';
import { serveReport } from './visual/server.mjs';

const { values: options, positionals: storyFiles } = parseArgs({
  allowPositionals: true,
  options: {
    serve: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.VISUAL_PORT ?? '6007' },
    'no-run': { type: 'boolean', default: false },
    accept: { type: 'string', multiple: true, default: [] },
    'accept-all': { type: 'boolean', default: false },
    'storybook-url': {
      type: 'string',
      default: process.env.STORYBOOK_URL ?? 'http://localhost:6006',
    },
    'no-transcripts': { type: 'boolean', default: false },
    'if-changed': { type: 'boolean', default: false },
  },
});

const relative = (/** @type {string} */ file) => path.relative(process.cwd(), file) || '.';

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<number>}
 */
function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The screen-reader tests (`*.screenReader.test.tsx`) of the repository. */
function screenReaderTests() {
  return readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('node_modules/') && /\.screenReader\.test\.tsx?$/.test(file))
    .sort();
}

/**
 * Runs the story tests (every theme) and the screen-reader tests, keeping what they saw; resolves
 * to how long they took and their exit code (non-zero while a change is not accepted: `npm test`
 * fails the same way).
 */
async function runAll() {
  rmSync(RUN_DIR, { recursive: true, force: true });
  const started = Date.now();
  const transcripts = options['no-transcripts']
    ? []
    : transcriptTestsFor(storyFiles, screenReaderTests());
  // One Vitest run for both (one start-up): the story project in Chromium beside the screen-reader
  // tests in jsdom. File filters apply to every project: with no story file named, the stories
  // folder stands for all of them (no screen-reader test is in it, no story outside it).
  const files =
    storyFiles.length === 0 && transcripts.length > 0
      ? [`${path.join(ROOT, 'stories')}${path.sep}`, ...transcripts]
      : [...storyFiles, ...transcripts];
  console.log(
    `\n━━ visual: every story in every theme (vitest --project ${STORY_PROJECT})` +
      (transcripts.length > 0 ? ', what a screen reader says (--project unit)' : '') +
      ' ━━',
  );
  const code = await run(
    'npx',
    [
      '--no-install',
      'vitest',
      'run',
      '--project',
      STORY_PROJECT,
      ...(transcripts.length > 0 ? ['--project', 'unit'] : []),
      '--reporter=default',
      '--reporter=./scripts/visual/reporter.ts',
      ...files,
    ],
    // A story with no baseline yet is shown as new, not given one.
    {
      CHROMIUM_PATH: findChromium(),
      UPDATE_SNAPSHOT: 'none',
      VISUAL_TRANSCRIPTS_DIR: path.join(RUN_DIR, 'transcripts'),
    },
  );
  if (!hasRun()) {
    throw new Error(`The story tests wrote no ${relative(STORIES_MANIFEST)}: see their output.`);
  }
  return { seconds: (Date.now() - started) / 1000, code };
}

function buildReport() {
  const storybookUrl = options['storybook-url'].replace(/\/$/, '');
  const model = readRun({ storybookUrl });
  const { counts, transcriptCounts } = model;
  const transcripts = transcriptCounts.changed + transcriptCounts.new;
  if (options['if-changed'] && counts.changed + counts.new + transcripts === 0) return model;
  const file = writeReport(model, { storybookUrl });
  console.log(
    `\nvisual: ${counts.changed} changed, ${counts.new} new, ${counts.unchanged} unchanged ` +
      `screenshots; ${transcripts} changed transcripts` +
      (counts.failed ? `; ${counts.failed} story tests failed before their screenshot` : ''),
  );
  if (options['if-changed']) {
    console.log(
      `\n✖ The screenshots or transcripts above differ from their baselines. Review them:`,
    );
    console.log(`  visual review report: ${file}`);
    console.log(`  to accept from it: npm run visual -- --no-run --serve (docs/visual-review.md)`);
  } else {
    console.log(`visual: report ${relative(file)} (open it in a browser)`);
  }
  return model;
}

try {
  if (options.accept.length > 0) {
    for (const id of options.accept) {
      decide(id, 'accept');
      console.log(`visual: accepted ${id}`);
    }
  } else if (options['accept-all']) {
    if (!readReport()) {
      await runAll();
      buildReport();
    }
    const accepted = acceptAll();
    for (const id of accepted) console.log(`visual: accepted ${id}`);
    console.log(`visual: ${accepted.length} accepted`);
  } else {
    if (!options['no-run']) {
      const { seconds, code } = await runAll();
      console.log(
        `visual: ran in ${seconds.toFixed(0)} s; ` +
          (code === 0
            ? 'the story tests passed'
            : `the story tests failed (exit code ${code}): they fail until every change is accepted`),
      );
    } else if (!hasRun()) {
      throw new DecisionError(409, 'There is no run yet: run npm run visual first.');
    }
    buildReport();
    if (options.serve) {
      const server = await serveReport({ port: Number(options.port), root: ROOT });
      console.log(`visual: review at ${server.url} (Accept and Reject write; Ctrl-C to stop)`);
      const stop = async () => {
        await server.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }
  }
} catch (error) {
  console.error(`✖ visual: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
