// @ts-check
// The request limits' figures (scripts/bench/limits.mjs measures them) as lines of text, and their
// shapes.

const MiB = 1024 * 1024;

/** @typedef {{ pid: number, rssMB?: number, peakMB?: number, gone?: true }} ProcessMemory */
/** @typedef {{ primary: ProcessMemory, workers: ProcessMemory[] }} Memory */
/**
 * One chunked upload: its answer (null: none before the socket closed), when, and the bytes sent.
 * @typedef {{
 *   status: number | null,
 *   connection: string | null,
 *   answerMs: number | null,
 *   bytesSentBeforeAnswer: number,
 *   closedByServerMs: number | null,
 * }} Upload
 */
/**
 * Product reads' p50 and p99 (ms) per read in one phase, and how its uploads were answered.
 * @typedef {{
 *   name: string,
 *   reads: Record<string, { p50: number, p99: number, count: number }>,
 *   uploads: null | {
 *     count: number,
 *     answers: Record<string, number>,
 *     slowestAnswerMs: number,
 *     mostBytesSent: number,
 *   },
 * }} Phase
 */
/** @typedef {{ answered: boolean, afterMs: number, status?: number | null, connection?: string | null }} Declared */
/** @typedef {{ cutOff: boolean, afterMs: number, status: number | null, bytesSent: number }} Slow */
/**
 * What measureLimits finds (`slow` unless --no-slow).
 * @typedef {{
 *   origin: string,
 *   memoryBefore: Memory,
 *   upload: Upload,
 *   memoryAfter: Memory,
 *   phases: Phase[],
 *   memoryAfterUploads: Memory,
 *   declared: Record<string, Declared>,
 *   slow?: Record<string, Slow>,
 * }} Limits
 */

/**
 * The figures as lines of text.
 * @param {Limits} r
 */
export function formatLimits(r) {
  const lines = [];
  const ms = (/** @type {number | null | undefined} */ v) =>
    v === null || v === undefined ? '–' : `${Math.round(v)} ms`;
  const mem = (/** @type {Memory} */ m) =>
    [m.primary, ...m.workers]
      .map(
        (p, i) =>
          `${i === 0 ? 'primary' : 'worker'} ${p.gone ? 'gone' : `${p.rssMB} MB (peak ${p.peakMB})`}`,
      )
      .join(', ');
  lines.push('Request limits under abuse (scripts/bench/limits.mjs)');
  lines.push(
    '  product reads, 2 at a time, p50 / p99 (3 rounds of 5 s per phase, the phases in turn):',
  );
  const quiet = r.phases[0]?.reads ?? {};
  for (const { name: label, reads, uploads } of r.phases) {
    lines.push(`    ${label}:`);
    for (const [name, t] of Object.entries(reads)) {
      const before = quiet[name]?.p99 ?? NaN;
      const change = Math.round((100 * (t.p99 - before)) / before);
      lines.push(
        `      ${name.padEnd(28)} ${ms(t.p50).padStart(7)} / ${ms(t.p99).padStart(7)}  (${t.count} reads${uploads ? `; p99 ${change >= 0 ? '+' : ''}${change}% on quiet` : ''})`,
      );
    }
    if (uploads) {
      lines.push(
        `      uploads: ${uploads.count}, ${Object.entries(uploads.answers)
          .map(([k, n]) => `${n}× ${k}`)
          .join(
            ', ',
          )}; slowest answer ${ms(uploads.slowestAnswerMs)}; at most ${(uploads.mostBytesSent / MiB).toFixed(2)} MiB sent before it`,
      );
    }
  }
  const u = r.upload;
  lines.push(
    `  one 200 MiB chunked POST /api/cart/sku: ${u.status ?? 'no answer'} (Connection: ${u.connection}) after ${ms(u.answerMs)}, ${(u.bytesSentBeforeAnswer / MiB).toFixed(2)} MiB sent; server closed the connection at ${ms(u.closedByServerMs)}`,
    `    memory before: ${mem(r.memoryBefore)}`,
    `    memory after:  ${mem(r.memoryAfter)}`,
    `    after the uploads during the reads: ${mem(r.memoryAfterUploads)}`,
  );
  for (const [name, v] of Object.entries(r.declared)) {
    lines.push(
      `  ${name}, no body: ${v.answered ? `${v.status} (Connection: ${v.connection}) after ${ms(v.afterMs)}` : `no answer in ${ms(v.afterMs)}`}`,
    );
  }
  for (const [name, v] of Object.entries(r.slow ?? {})) {
    lines.push(
      `  slow ${name}: ${v.cutOff ? `cut off after ${ms(v.afterMs)}${v.status ? ` with ${v.status}` : ''}` : `still open after ${ms(v.afterMs)}`} (${v.bytesSent} bytes sent)`,
    );
  }
  return lines;
}
