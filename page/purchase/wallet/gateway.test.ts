import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALTERNATE_GATEWAY_WINDOW_MS,
  isAlternateGatewayOn,
  parseGatewayFlag,
  paymentSystemFor,
} from './gateway';

const T = 1_700_000_000_000;

describe('alternate gateway window (spec 4)', () => {
  it('should default to 5 minutes', () => {
    expect(DEFAULT_ALTERNATE_GATEWAY_WINDOW_MS).toBe(300_000);
  });
  it('should be on while the flag has not elapsed, off after', () => {
    expect(isAlternateGatewayOn(T, T)).toBe(true);
    expect(isAlternateGatewayOn(T, T + 299_999)).toBe(true);
    expect(isAlternateGatewayOn(T, T + 300_000)).toBe(false);
    expect(isAlternateGatewayOn(T, T + 60_000, 30_000)).toBe(false);
  });
  it('should be off without a flag, with a flag from the future or a zero window', () => {
    expect(isAlternateGatewayOn(null, T)).toBe(false);
    expect(isAlternateGatewayOn(T + 1000, T)).toBe(false);
    expect(isAlternateGatewayOn(T, T, 0)).toBe(false);
    expect(isAlternateGatewayOn(Number.NaN, T)).toBe(false);
  });
  it('should send paymentSystem=Ch on the alternate gateway', () => {
    expect(paymentSystemFor(true)).toBe('Ch');
    expect(paymentSystemFor(false)).toBe('default');
  });
  it('should read only stored epoch numbers', () => {
    expect(parseGatewayFlag(String(T))).toBe(T);
    expect(parseGatewayFlag('soon')).toBeNull();
    expect(parseGatewayFlag('')).toBeNull();
    expect(parseGatewayFlag(null)).toBeNull();
  });
});
