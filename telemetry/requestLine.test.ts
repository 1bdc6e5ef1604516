// @vitest-environment node
/**
 * A request's line written straight to the logger's destination (./requestLine.ts) is the line
 * pino writes for the same record, byte for byte but the time; a logger set up otherwise than the
 * servers' own gets pino's call.
 */
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { ALLOWLISTED, createLogger } from './logger';
import { requestLineWriter, type RequestFields, type RequestLevel } from './requestLine';

/** A server-like logger (./logger.ts's settings) writing to an array. */
function logged(level: 'debug' | 'info' = 'info') {
  const lines: string[] = [];
  const root = createLogger({
    level,
    format: 'json',
    destination: { write: (line: string) => void lines.push(line) },
  });
  return { logger: root.child({ server: 'page' }), lines };
}

const withoutTime = (line: string) => line.replace(/,"time":\d+/, ',"time":0');

const fields = (overrides: Partial<RequestFields> = {}): RequestFields => ({
  [ALLOWLISTED]: true,
  reqId: '2f9c1d3e-5b7a-4c8e-9f01-23456789abcd',
  traceId: undefined,
  method: 'GET',
  route: '/p/:slug',
  status: 200,
  durationMs: 3.4,
  bytes: 14838,
  client: '203.0.113.9',
  aborted: undefined,
  ...overrides,
});

const RECORDS: [RequestLevel, RequestFields][] = [
  ['info', fields()],
  ['info', fields({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736' })],
  ['info', fields({ bytes: undefined, client: undefined })],
  ['info', fields({ aborted: true, status: 499, durationMs: 0 })],
  ['error', fields({ status: 503, route: '/api/*', method: 'POST' })],
  ['debug', fields({ route: '/readyz' })],
  // A caller's correlation id with what JSON escapes, and a duration that is not a number.
  ['info', fields({ reqId: 'a"b\\c\u0001', durationMs: Number.NaN })],
];

describe('a request line written without pino’s walk over the record', () => {
  it('should be the line pino writes for the same record, at each level', () => {
    const direct = logged('debug');
    const viaPino = logged('debug');
    const write = requestLineWriter(direct.logger);
    // pino's serializer of records is never asked (its walk is what the direct line saves).
    const walk = vi.fn();
    Object.defineProperty(direct.logger, pino.symbols.asJsonSym, { value: walk });
    for (const [level, record] of RECORDS) {
      write(level, record);
      viaPino.logger[level](record, 'request');
    }
    expect(direct.lines.map(withoutTime)).toEqual(viaPino.lines.map(withoutTime));
    expect(direct.lines.every((line) => /,"time":\d{13},/.test(line))).toBe(true);
    expect(walk).not.toHaveBeenCalled();
  });

  it('should leave pino to write for a logger set up otherwise (here, with a mixin)', () => {
    const lines: string[] = [];
    const logger = pino(
      { base: { pid: 1 }, mixin: () => ({ region: 'eu-west' }) },
      { write: (line: string) => void lines.push(line) },
    );
    requestLineWriter(logger)('info', fields());
    expect(JSON.parse(lines[0]!)).toMatchObject({ region: 'eu-west', route: '/p/:slug' });
  });
});
