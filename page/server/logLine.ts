/**
 * What a log line may say of an unexpected error: its kind, its code and where it was thrown,
 * never what the request carried (docs/security.md, "Logs"). A shop call's error
 * (page/api/errors.ts) holds the answer's body (an order: a name, an address, an e-mail) and its
 * URL with the query; printing the error object prints them all, and a message may quote a value.
 * So only the name, the code, the message with every quoted, e-mail-like or query part masked, and
 * the stack's frames (code locations) are written, for the error and its causes. The shop writes
 * its errors by the same rule (shop-api/http/logLine.ts).
 */
const MAX_FRAMES = 8;
const MAX_CAUSES = 3;

/** Masks what may be a shopper's: quoted values, JSON, e-mail addresses, query strings, long numbers. */
export function maskPersonal(text: string): string {
  return text
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '"…"')
    .replace(/[{[][\s\S]*[}\]]/g, '{…}')
    .replace(/\?[^\s#]*/g, '?…')
    .replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '[e-mail]')
    .replace(/\d[\d\s().-]{5,}\d/g, '[number]');
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  const code = (error as { code?: unknown }).code;
  const head = `${error.name}${typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : ''}: ${maskPersonal(error.message)}`;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES);
  return [head, ...frames].join('\n');
}

/** The error as a log line may show it (see above). */
export function errorForLog(error: unknown): string {
  const parts = [describeOne(error)];
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && depth < MAX_CAUSES; depth += 1) {
    parts.push(`caused by ${describeOne(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return parts.join('\n');
}
