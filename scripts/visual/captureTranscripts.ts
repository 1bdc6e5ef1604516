// A setup file of the jsdom test project: when VISUAL_TRANSCRIPTS_DIR is set (by `npm run visual`
// and `npm test`), every file snapshot a test compares with (the screen-reader transcripts under
// __transcripts__/) is also written there as the test received it, at the committed file's path.
// The visual review compares the two and shows a changed transcript beside its story's pixels
// (docs/visual-review.md); accepting it copies it over the committed file. The comparison itself
// is untouched: a changed transcript still fails its test. Without the variable it does nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chai, expect } from 'vitest';
import { ROOT } from './paths.mjs';

const outDir = process.env.VISUAL_TRANSCRIPTS_DIR;
// Vitest runs a setup file again before every test file; the files of the unit project share one
// chai (isolate: false), which must be given the method once. The flag is the worker's (chai's own
// module object takes no new property).
const installed = Symbol.for('cairnfield.captureTranscripts');
const worker = globalThis as unknown as Record<symbol, boolean | undefined>;

if (outDir && !worker[installed]) {
  worker[installed] = true;
  chai.use((api, utils) => {
    utils.overwriteMethod(
      api.Assertion.prototype,
      'toMatchFileSnapshot',
      (original: (...args: unknown[]) => unknown) =>
        function (this: object, ...args: unknown[]) {
          const received: unknown = utils.flag(this, 'object');
          const { testPath } = expect.getState();
          const [file] = args;
          if (typeof received === 'string' && typeof file === 'string' && testPath) {
            const committed = path.resolve(path.dirname(testPath), file);
            const heard = path.join(outDir, path.relative(ROOT, committed));
            mkdirSync(path.dirname(heard), { recursive: true });
            writeFileSync(heard, received);
          }
          return original.apply(this, args);
        },
    );
  });
}
