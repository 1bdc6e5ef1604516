// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../page/config';
import { CONNECTIONS_CHECK_MS, DEFAULT_CLIENT_TIMEOUTS, httpServerOptions } from './httpServer';

describe('httpServerOptions', () => {
  it('given no settings, should cut off a slow client within 30 s, checked every second', () => {
    const options = httpServerOptions();
    expect(options).toEqual({
      headersTimeout: DEFAULT_CLIENT_TIMEOUTS.headersMs,
      requestTimeout: DEFAULT_CLIENT_TIMEOUTS.requestMs,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    });
    // The latest a slow body is cut: its time, and at most one check interval more.
    expect((options.requestTimeout ?? 0) + (options.connectionsCheckingInterval ?? 0)).toBeLessThan(
      30_000,
    );
  });

  it('given CLIENT_*_TIMEOUT_MS values, should use them, checking at least twice per headers timeout', () => {
    expect(httpServerOptions({ headersMs: 1_000, requestMs: 3_000 })).toEqual({
      headersTimeout: 1_000,
      requestTimeout: 3_000,
      connectionsCheckingInterval: 500,
    });
    expect(httpServerOptions({ headersMs: null, requestMs: 60_000 })).toMatchObject({
      headersTimeout: DEFAULT_CLIENT_TIMEOUTS.headersMs,
      requestTimeout: 60_000,
    });
  });

  it('given a headers timeout longer than the request timeout, should say so by name', () => {
    expect(() => httpServerOptions({ headersMs: 30_000, requestMs: 20_000 })).toThrow(
      'CLIENT_HEADERS_TIMEOUT_MS (30000) must not be longer than CLIENT_REQUEST_TIMEOUT_MS (20000)',
    );
  });

  it('given the variables in the environment, should take them from the page configuration, and refuse under 1 s by name', () => {
    const config = readServerConfig({
      CLIENT_HEADERS_TIMEOUT_MS: '3000',
      CLIENT_REQUEST_TIMEOUT_MS: '9000',
    });
    expect(httpServerOptions(config.clientTimeouts)).toMatchObject({
      headersTimeout: 3_000,
      requestTimeout: 9_000,
    });
    expect(readServerConfig({}).clientTimeouts).toEqual({ headersMs: null, requestMs: null });
    expect(() => readServerConfig({ CLIENT_REQUEST_TIMEOUT_MS: '500' })).toThrow(
      /CLIENT_REQUEST_TIMEOUT_MS/,
    );
  });
});
