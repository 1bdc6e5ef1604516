// @ts-check
// Screenshots of the consumer apps against committed baselines (scripts/consumer-app/__screenshots__):
// pixelmatch as the story tests compare theirs (threshold 0.1, at most 0.1 % of pixels differing).
// A missing baseline is written and the check fails until it is reviewed and committed;
// `--update-screenshots` rewrites them after an intended change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const ALLOWED_RATIO = 0.001;

/**
 * Compares a PNG with its baseline; returns `{ ok, detail }`.
 * @param {Buffer} png
 * @param {string} name
 * @param {{ baselines: string, artefacts: string, update: boolean }} places
 * @returns {{ ok: boolean, detail: string }}
 */
export function compareWithBaseline(png, name, { baselines, artefacts, update }) {
  const baseline = path.join(baselines, `${name}.png`);
  if (update || !existsSync(baseline)) {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baseline, png);
    return update
      ? { ok: true, detail: `baseline ${name}.png written` }
      : {
          ok: false,
          detail: `no baseline: wrote ${path.relative(process.cwd(), baseline)}, review it`,
        };
  }
  const expected = PNG.sync.read(readFileSync(baseline));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(path.join(artefacts, `${name}-actual.png`), png);
    return {
      ok: false,
      detail: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= ALLOWED_RATIO) return { ok: true, detail: `${differing} px differ` };
  writeFileSync(path.join(artefacts, `${name}-actual.png`), png);
  writeFileSync(path.join(artefacts, `${name}-diff.png`), PNG.sync.write(diff));
  return {
    ok: false,
    detail: `${differing} px differ (${(ratio * 100).toFixed(2)} %); actual and diff in ${artefacts}`,
  };
}
