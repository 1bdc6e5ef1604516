/**
 * A request's access record as one JSON line, written straight to its logger's destination
 * (./httpTelemetry.ts): the very line pino writes for `logger[level](record, 'request')`, byte for
 * byte (./requestLine.test.ts holds them equal), made in one template instead of pino's walk over
 * any object (`for…in`, a serializer looked up and a key escaped for each field, the censor called,
 * the line concatenated piece by piece). Every request writes one, and the page server's and the
 * shop's are most of what a server logs; pino's walk was the largest part of what a line cost the
 * page (a CPU profile of a worker under load: about 24 µs of the page's 1100 in pino's functions).
 *
 * It relies on what pino keeps on each logger (its documented `pino.symbols`: the level's opening,
 * the bindings already written as JSON, the destination). A logger set up otherwise than
 * ./logger.ts does (a mixin, a message prefix, a stream hook, another time or message key, a
 * destination that wants each record's metadata) gets pino's own call instead.
 */
import pino, { type Logger } from 'pino';
import { censorRecord, type ALLOWLISTED } from './logger';

/**
 * A request's record (docs/operations.md, "Logs"): these fields only, in the order they are
 * written; built from an allowlist, so pino's censor passes it as it is (./logger.ts).
 */
export interface RequestFields {
  [ALLOWLISTED]: true;
  reqId: string;
  traceId: string | undefined;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  bytes: number | undefined;
  client: string | undefined;
  aborted: true | undefined;
}

export type RequestLevel = 'debug' | 'info' | 'error';

/** Writes one request's line at a level (the caller has checked the level is enabled). */
export type RequestLineWriter = (level: RequestLevel, fields: RequestFields) => void;

const {
  lsCacheSym,
  chindingsSym,
  streamSym,
  timeSym,
  messageKeySym,
  mixinSym,
  hooksSym,
  formattersSym,
  endSym,
  needsMetadataGsym,
} = pino.symbols;
// Not in pino's types, though in its symbols since its message prefixes (pino 8).
const { msgPrefixSym } = pino.symbols as unknown as { msgPrefixSym?: symbol };

/** A string as JSON: as it is between quotes when nothing in it needs escaping (pino's rule). */
function jsonString(value: string): string {
  return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
}
// Control characters, the quote and the backslash are escaped; lone surrogates too, by
// JSON.stringify (pino would write them raw: no request field holds one).
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;

/** A number as pino writes it: null when it is not finite. */
const jsonNumber = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/** The line of `fields` after the level's opening, the time and the bindings. */
function fieldsJson(fields: RequestFields, message: string): string {
  const { traceId, bytes, client, aborted } = fields;
  return (
    `,"reqId":${jsonString(fields.reqId)}` +
    (traceId === undefined ? '' : `,"traceId":${jsonString(traceId)}`) +
    `,"method":${jsonString(fields.method)},"route":${jsonString(fields.route)}` +
    `,"status":${jsonNumber(fields.status)},"durationMs":${jsonNumber(fields.durationMs)}` +
    (bytes === undefined ? '' : `,"bytes":${jsonNumber(bytes)}`) +
    (client === undefined ? '' : `,"client":${jsonString(client)}`) +
    (aborted === undefined ? '' : ',"aborted":true') +
    message
  );
}

interface PinoInternals {
  [key: symbol]: unknown;
  levels: { values: Record<string, number> };
}

/**
 * The writer of `logger`'s request lines: straight to its destination when it is set up as
 * ./logger.ts sets loggers up, else through pino (`logger[level](fields, 'request')`).
 */
export function requestLineWriter(logger: Logger): RequestLineWriter {
  const viaPino: RequestLineWriter = (level, fields) => logger[level](fields, 'request');
  const internals = logger as unknown as PinoInternals;
  const openings = internals[lsCacheSym] as Record<number, string> | undefined;
  const chindings = internals[chindingsSym];
  const stream = internals[streamSym] as { write?: unknown; [key: symbol]: unknown } | undefined;
  const formatters = internals[formattersSym] as { log?: unknown } | undefined;
  const hooks = internals[hooksSym] as { streamWrite?: unknown } | undefined;
  const direct =
    typeof openings === 'object' &&
    typeof chindings === 'string' &&
    typeof stream?.write === 'function' &&
    stream[needsMetadataGsym] !== true &&
    internals[timeSym] === pino.stdTimeFunctions.epochTime &&
    internals[messageKeySym] === 'msg' &&
    internals[endSym] === '}\n' &&
    !internals[mixinSym] &&
    (msgPrefixSym === undefined || internals[msgPrefixSym] === undefined) &&
    !hooks?.streamWrite &&
    (formatters?.log === undefined || formatters.log === censorRecord);
  if (!direct) return viaPino;
  const write = (stream.write as (line: string) => unknown).bind(stream);
  const message = ',"msg":"request"}\n';
  const opening = (level: RequestLevel) => {
    const text = openings[internals.levels.values[level] ?? -1];
    return text === undefined ? null : `${text},"time":`;
  };
  const prefixes = { debug: opening('debug'), info: opening('info'), error: opening('error') };
  return (level, fields) => {
    const prefix = prefixes[level];
    if (prefix === null) return viaPino(level, fields);
    write(`${prefix}${Date.now()}${chindings}${fieldsJson(fields, message)}`);
  };
}
