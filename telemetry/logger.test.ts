// @vitest-environment node
/**
 * The servers' log records (telemetry/logger.ts, docs/operations.md "Logs"): JSON lines with the
 * level's name, the process, and pino's redaction as the second line of defence, so an object
 * holding a cookie, a password, an e-mail address or a token logged by mistake still leaves no
 * secret on a line.
 */
import { describe, expect, it } from 'vitest';
import { readLogFormat, readLogLevel } from './levels';
import { censorSecrets } from './logger';
import { memoryLogger } from './memoryLogger';

describe('the log records', () => {
  it('should write one JSON object a line with the level by name and the process id', () => {
    const { logger, records, text } = memoryLogger('info');
    logger.child({ server: 'page', reqId: 'r-1' }).info({ status: 200 }, 'request');
    logger.debug('not at info');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 'info',
      pid: process.pid,
      server: 'page',
      reqId: 'r-1',
      status: 200,
      msg: 'request',
    });
    expect(text().endsWith('\n')).toBe(true);
  });

  it('should censor secrets in an object logged by mistake', () => {
    const { logger, text } = memoryLogger('info');
    logger.warn(
      {
        cookie: 'session=abc123secret',
        password: 'Hunter2-pass',
        email: 'someone@example.org',
        token: 'tok-998877',
        cardNumber: '4111111111111111',
        request: { headers: { authorization: 'Bearer xyz-secret', cookie: 'sid=s3cr3t' } },
      },
      'a careless record',
    );
    const written = text();
    for (const secret of [
      'abc123secret',
      'Hunter2-pass',
      'someone@example.org',
      'tok-998877',
      '4111111111111111',
      'xyz-secret',
      's3cr3t',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[redacted]');
  });

  it('should leave the object logged as it was, and a request record without secrets as it is', () => {
    const careless = { request: { headers: { cookie: 'sid=s3cr3t' } }, password: 'x' };
    expect(censorSecrets(careless)).toEqual({
      request: { headers: { cookie: '[redacted]' } },
      password: '[redacted]',
    });
    expect(careless.request.headers.cookie).toBe('sid=s3cr3t');
    const record = { method: 'GET', route: '/p/:slug', status: 200, durationMs: 3.2 };
    expect(censorSecrets(record)).toBe(record);
  });

  it('should log an error with its type and a masked message, never an e-mail address in it', () => {
    const { logger, records } = memoryLogger('info');
    logger.error(
      { err: new Error('no account for someone@example.org', { cause: new TypeError('inner') }) },
      'sign-in failed',
    );
    const err = records[0]!.err as Record<string, unknown>;
    expect(err.type).toBe('Error');
    expect(JSON.stringify(err)).not.toContain('someone@example.org');
    expect(JSON.stringify(err)).toContain('TypeError');
  });
});

describe('LOG_LEVEL and LOG_FORMAT', () => {
  it('should default to info, and to pretty lines in development only', () => {
    expect(readLogLevel(undefined)).toBe('info');
    expect(readLogLevel(' DEBUG ')).toBe('debug');
    expect(readLogFormat(undefined, 'development')).toBe('pretty');
    expect(readLogFormat(undefined, 'production')).toBe('json');
    expect(readLogFormat('json', 'development')).toBe('json');
  });

  it('should refuse what is not a level or a format', () => {
    expect(() => readLogLevel('verbose')).toThrow(/LOG_LEVEL must be one of/);
    expect(() => readLogFormat('xml', undefined)).toThrow(/LOG_FORMAT must be one of/);
  });
});
