import { describe, expect, it } from 'vitest';
import {
  deviceTag,
  knownDeviceTag,
  MAX_ACCOUNTS,
  parseDeviceCookie,
  withAccount,
} from './deviceCookie.ts';

const secret = 'a'.repeat(32);

describe('the known-device cookie', () => {
  it('given a sign-in, should prove this device for that account only, however the e-mail is typed', () => {
    const device = parseDeviceCookie(withAccount(null, secret, 'jordan@example.com'));
    expect(knownDeviceTag(device, secret, ' Jordan@Example.COM ')).not.toBeNull();
    expect(knownDeviceTag(device, secret, 'sam@example.com')).toBeNull();
    // Another shop's key proves nothing here.
    expect(knownDeviceTag(device, 'b'.repeat(32), 'jordan@example.com')).toBeNull();
  });

  it('names no account: the value holds neither the e-mail nor anything without the key', () => {
    const value = withAccount(null, secret, 'jordan@example.com');
    expect(value).not.toMatch(/jordan|example/i);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
  });

  it('keeps one device id and the latest accounts first, at most five', () => {
    let value = withAccount(null, secret, 'a@example.com');
    const deviceId = parseDeviceCookie(value)?.deviceId;
    for (const email of ['b', 'c', 'd', 'e', 'f', 'a'].map((n) => `${n}@example.com`)) {
      value = withAccount(parseDeviceCookie(value), secret, email);
    }
    const device = parseDeviceCookie(value);
    expect(device?.deviceId).toBe(deviceId);
    expect(device?.tags).toHaveLength(MAX_ACCOUNTS);
    expect(device?.tags[0]).toBe(deviceTag(secret, deviceId ?? '', 'a@example.com'));
    expect(knownDeviceTag(device, secret, 'b@example.com')).toBeNull();
    expect(knownDeviceTag(device, secret, 'f@example.com')).not.toBeNull();
  });

  it('ignores a cookie of any other shape', () => {
    for (const value of [undefined, '', 'x', `${'a'.repeat(22)}.${'b'.repeat(21)}`, 'a.b.c']) {
      expect(parseDeviceCookie(value), String(value)).toBeNull();
    }
    const tooMany = ['d', ...'123456'.split('')].map((c) => c.repeat(22)).join('.');
    expect(parseDeviceCookie(tooMany)).toBeNull();
  });
});
