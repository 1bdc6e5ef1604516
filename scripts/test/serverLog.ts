// What the end-to-end tests' page server logged while a failed test ran: its warnings and errors
// (pino's JSON lines, level warn and up, by name as the servers write them or by number) between the test's start and its end, a second either
// side, so a failure that the page shows only as "The shop answered with an error" comes with the
// server's reason (scripts/test/serverLogReporter.ts prints them).

/** pino's levels from warn up, by number. */
const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };
const NAMED = new Set(Object.values(LEVELS));

/** A record's level, by name, when it is warn or above. */
function warnOrAbove(level: unknown): string | undefined {
  if (typeof level === 'string') return NAMED.has(level) ? level : undefined;
  if (typeof level === 'number' && level >= 40) return LEVELS[level] ?? String(level);
  return undefined;
}

/**
 * The log's warnings and errors from `from` to `to` (epoch ms), a second either side, at most
 * `limit` of them (the first ones: the cause comes before its echoes), each as one short line.
 */
export function warningsBetween(log: string, from: number, to: number, limit = 20): string[] {
  const picked: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    let record: { level?: unknown; time?: unknown; msg?: unknown; [key: string]: unknown };
    try {
      record = JSON.parse(line) as typeof record;
    } catch {
      continue;
    }
    const { level, time, msg, ...rest } = record;
    const name = warnOrAbove(level);
    if (name === undefined || typeof time !== 'number') continue;
    if (time < from - 1000 || time > to + 1000) continue;
    const { pid: _pid, hostname: _hostname, ...fields } = rest;
    const detail = JSON.stringify(fields);
    const text = `${new Date(time).toISOString()} ${name} ${typeof msg === 'string' ? msg : ''} ${detail}`;
    picked.push(text.length > 600 ? `${text.slice(0, 599)}…` : text);
    if (picked.length === limit) break;
  }
  return picked;
}
