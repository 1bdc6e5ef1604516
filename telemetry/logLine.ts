/**
 * What a log record or a span may say of an unexpected error: its kind, its code and where it was
 * thrown, never what the request carried (docs/security.md, "Logs"; docs/operations.md). A shop
 * call's error (page/api/errors.ts) holds the answer's body (an order: a name, an address, an
 * e-mail) and its URL with the query; a database error holds the statement's values (its `detail`,
 * `where`, `query`, `params`); printing either object prints them all, and a message may quote a
 * value. So only the name, the code, the message with every quoted, e-mail-like, query or long
 * number part masked, and the stack's frames (code locations) are kept, for the error and its
 * causes. The one rule for the page server and the shop API (both log through ./logger.ts).
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

function codeOf(error: Error): string | number | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

function framesOf(error: Error): string[] {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES);
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  const code = codeOf(error);
  const head = `${error.name}${code !== undefined ? ` [${code}]` : ''}: ${maskPersonal(error.message)}`;
  return [head, ...framesOf(error)].join('\n');
}

/** The error as one line of text may show it (see above). */
export function errorForLog(error: unknown): string {
  const parts = [describeOne(error)];
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && depth < MAX_CAUSES; depth += 1) {
    parts.push(`caused by ${describeOne(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return parts.join('\n');
}

/** An error as a log record's `err` field holds it: the same parts, its causes nested. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string | number;
  stack: string;
  cause?: LoggedError;
}

/** The `err` serializer of every logger (./logger.ts): what `errorForLog` keeps, as fields. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: `non-error thrown (${typeof error})`, stack: '' };
  }
  const code = codeOf(error);
  const cause =
    error.cause !== undefined && depth < MAX_CAUSES
      ? serializeError(error.cause, depth + 1)
      : undefined;
  return {
    type: error.name,
    message: maskPersonal(error.message),
    ...(code !== undefined ? { code } : {}),
    stack: framesOf(error).join('\n'),
    ...(cause ? { cause } : {}),
  };
}
