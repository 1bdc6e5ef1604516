import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (the server is down)', withCode('ECONNREFUSED')],
    ['a connection reset', withCode('ECONNRESET')],
    ['the server shutting down (57P01)', withCode('57P01', 'terminating connection')],
    ['the server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (class 08)', withCode('08006')],
    ['the driver losing its connection', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    [
      'a refused dual-stack connect',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('given %s, should say the database is unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key')],
    ['a syntax error', withCode('42601')],
    ['a serialization failure', withCode('40001')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', null],
  ])('given %s, should not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
