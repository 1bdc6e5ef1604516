// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig } from '../config';
import {
  createFraudCollector,
  inertFraudSession,
  isValidFraudHostname,
  type FraudDeps,
  type FraudTransport,
} from './fraud';

const settings = defaultPublicConfig.fraud;

function fakeTransport(overrides: Partial<FraudTransport> = {}) {
  const calls: string[] = [];
  const transport: FraudTransport = {
    fraudConfig: vi.fn(() => {
      calls.push('GET /cs/config');
      return Promise.resolve({ config: { enabled: true, hostname: '127.0.0.1' } });
    }),
    fraudGenerateCookie: vi.fn(() => {
      calls.push('GET /cs/generatecookie');
      return Promise.resolve({});
    }),
    fraudStoreCookie: vi.fn((body: Record<string, unknown>) => {
      calls.push(`POST /cs/storecookie ${JSON.stringify(body)}`);
      return Promise.resolve({});
    }),
    fraudSession: vi.fn((id: string) => {
      calls.push(`POST /session/${id}`);
      return Promise.resolve({});
    }),
    fraudLocation: vi.fn(() => {
      calls.push('POST /cs/location');
      return Promise.resolve({});
    }),
    ...overrides,
  };
  return { transport, calls };
}

function deps(transport: FraudTransport, extra: Partial<FraudDeps> = {}): FraudDeps {
  return {
    transport,
    settings,
    readCookies: () => '',
    pageHostname: 'shop.example.com',
    newId: () => 'session0001',
    collect: () => ({ language: 'en-US' }),
    log: () => undefined,
    ...extra,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('attempts counter (spec 4)', () => {
  it('given the inert session, when counting, should count too and have no session id', () => {
    const s = inertFraudSession();
    expect(s.sessionId()).toBeNull();
    expect([s.attemptFor('3000001'), s.attemptFor('3000001')]).toEqual([1, 2]);
  });
});

describe('hostname (spec 5)', () => {
  it.each([
    ['collector.example.com', true],
    ['127.0.0.1', true],
    ['evil-host.com', false],
    ['a.com/x', false],
    ['a.com:8080', false],
    ['', false],
    [42, false],
  ])('given the hostname %s, when checked, should give %s', (host, ok) => {
    expect(isValidFraudHostname(host)).toBe(ok);
  });
});

describe('createFraudCollector', () => {
  it('given no device cookie, when started, should get the config, generate the cookie, wait for it (10 ms polls) and send the session', async () => {
    const { transport, calls } = fakeTransport();
    let cookies = '';
    const collector = createFraudCollector(deps(transport, { readCookies: () => cookies }));
    const done = collector.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['GET /cs/config', 'GET /cs/generatecookie']);
    await vi.advanceTimersByTimeAsync(30);
    cookies = 'cf_device_id=abcdef0123456789';
    await vi.advanceTimersByTimeAsync(10);
    await done;
    expect(calls).toEqual([
      'GET /cs/config',
      'GET /cs/generatecookie',
      'POST /session/session0001',
    ]);
    expect(transport.fraudSession).toHaveBeenCalledWith('session0001', {
      language: 'en-US',
      deviceReady: true,
    });
    expect(collector.sessionId()).toBe('session0001');
    collector.stop();
  });

  it('given a device cookie, when started, should store it again (its 365 days start over) with the session id', async () => {
    const { transport, calls } = fakeTransport();
    const collector = createFraudCollector(
      deps(transport, { readCookies: () => 'cf_device_id=abcdef0123456789' }),
    );
    await collector.start();
    expect(calls[1]).toBe(
      'POST /cs/storecookie {"value":"abcdef0123456789","sessionId":"session0001"}',
    );
    collector.stop();
  });

  it('given a collector that never answers, when started, should wait at most 2 s then send the session without the cookie', async () => {
    const { transport } = fakeTransport();
    const collector = createFraudCollector(deps(transport));
    const done = collector.start();
    await vi.advanceTimersByTimeAsync(1990);
    expect(transport.fraudSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await done;
    expect(transport.fraudSession).toHaveBeenCalledWith('session0001', {
      language: 'en-US',
      deviceReady: false,
    });
    collector.stop();
  });

  it('given /cs/config hanging, when started, should give up after 3 s, log and leave no session', async () => {
    const log = vi.fn();
    const { transport } = fakeTransport({ fraudConfig: () => new Promise(() => undefined) });
    const collector = createFraudCollector(deps(transport, { log }));
    const done = collector.start();
    await vi.advanceTimersByTimeAsync(2999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(log).toHaveBeenCalledWith(
      'collection failed',
      expect.objectContaining({ name: 'FraudTimeoutError' }),
    );
    expect(transport.fraudGenerateCookie).not.toHaveBeenCalled();
    expect(collector.sessionId()).toBeNull();
    collector.stop();
  });

  it('given a collection on its way, when a wallet order asks, should resolve as its session is sent, at once when none runs', async () => {
    let answerSession: () => void = () => undefined;
    const { transport } = fakeTransport({
      fraudSession: () => new Promise((resolve) => (answerSession = () => resolve({}))),
    });
    const collector = createFraudCollector(
      deps(transport, { readCookies: () => 'cf_device_id=abcdef0123456789' }),
    );
    const before = vi.fn();
    void collector.collected().then(before);
    await vi.advanceTimersByTimeAsync(0);
    expect(before).toHaveBeenCalled();

    void collector.start();
    const collected = vi.fn(() => collector.sessionId());
    void collector.collected().then(collected);
    await vi.advanceTimersByTimeAsync(500);
    expect(collected).not.toHaveBeenCalled();
    answerSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(collected).toHaveReturnedWith('session0001');
    collector.stop();
  });

  it('given a collection that takes longer, when a wallet order asks, should wait at most the collector wait (2 s), without a session', async () => {
    const { transport } = fakeTransport({ fraudConfig: () => new Promise(() => undefined) });
    const collector = createFraudCollector(deps(transport));
    void collector.start();
    const collected = vi.fn();
    void collector.collected().then(collected);
    await vi.advanceTimersByTimeAsync(1999);
    expect(collected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(collected).toHaveBeenCalled();
    expect(collector.sessionId()).toBeNull();
    collector.stop();
  });

  it('given a failing collector, when started, should never reject', async () => {
    const { transport } = fakeTransport({
      fraudConfig: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(createFraudCollector(deps(transport)).start()).resolves.toBeUndefined();
  });

  it('given a hostname that is not letters, digits and dots, when started, should refuse it', async () => {
    const log = vi.fn();
    const { transport, calls } = fakeTransport();
    await createFraudCollector(deps(transport, { pageHostname: 'shop-example.com', log })).start();
    expect(calls).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('letters, digits and dots'));
  });

  it('given the page may know the location, when started, should post it with a 5 s time-out', async () => {
    const log = vi.fn();
    const { transport } = fakeTransport({ fraudLocation: () => new Promise(() => undefined) });
    const collector = createFraudCollector(
      deps(transport, {
        readCookies: () => 'cf_device_id=abcdef0123456789',
        locate: () => Promise.resolve({ latitude: 40.4, longitude: -80 }),
        log,
      }),
    );
    const done = collector.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(log).toHaveBeenCalledWith(
      'collection failed',
      expect.objectContaining({ message: 'POST /cs/location timed out after 5000 ms' }),
    );
    // The session itself was sent before the location.
    expect(collector.sessionId()).toBe('session0001');
  });

  it('given a running collector, when time passes, should re-run every 15 minutes until stopped, and never when switched off', async () => {
    const { transport } = fakeTransport();
    let n = 0;
    const collector = createFraudCollector(
      deps(transport, {
        readCookies: () => 'cf_device_id=abcdef0123456789',
        newId: () => `session000${++n}`,
      }),
    );
    await collector.start();
    expect(transport.fraudConfig).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(899_999);
    expect(transport.fraudConfig).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.fraudConfig).toHaveBeenCalledTimes(2);
    expect(collector.sessionId()).toBe('session0002');
    collector.stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(transport.fraudConfig).toHaveBeenCalledTimes(2);

    const off = fakeTransport();
    await createFraudCollector({
      ...deps(off.transport),
      settings: { ...settings, enabled: false },
    }).start();
    expect(off.calls).toEqual([]);
  });
});
