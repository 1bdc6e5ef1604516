import { describe, expect, it } from 'vitest';
import { isSafeToResend, mayResendAfter } from './resendRule';

const KEY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const staleConnection = { reusedConnection: true, answerStarted: false };

describe('isSafeToResend', () => {
  it('given a read, should be safe whatever its headers', () => {
    for (const method of ['GET', 'head', 'OPTIONS']) expect(isSafeToResend(method, {})).toBe(true);
  });
  it('given a write with an Idempotency-Key in any spelling, should be safe', () => {
    expect(isSafeToResend('POST', { 'Idempotency-Key': KEY })).toBe(true);
    expect(isSafeToResend('POST', { 'idempotency-key': KEY })).toBe(true);
    expect(isSafeToResend('PUT', new Headers({ 'IDEMPOTENCY-KEY': KEY }))).toBe(true);
  });
  it('given a write without a key, or with an empty one, should not be safe (PUT and DELETE too)', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(isSafeToResend(method, { 'content-type': 'application/json' })).toBe(false);
    }
    expect(isSafeToResend('POST', { 'Idempotency-Key': '' })).toBe(false);
    expect(isSafeToResend('POST', new Headers({ 'Idempotency-Key': '' }))).toBe(false);
  });
});

describe('mayResendAfter', () => {
  const keyedPost = { method: 'POST', headers: { 'Idempotency-Key': KEY } };
  it('given a safe request whose reused connection failed before any byte of the answer, should resend', () => {
    expect(mayResendAfter(keyedPost, staleConnection)).toBe(true);
    expect(mayResendAfter({ method: 'GET', headers: {} }, staleConnection)).toBe(true);
  });
  it('given a write without a key, should never resend', () => {
    expect(mayResendAfter({ method: 'POST', headers: {} }, staleConnection)).toBe(false);
  });
  it('given a fresh connection, an answer begun or a failure that was not the connection’s, should not resend', () => {
    expect(mayResendAfter(keyedPost, { reusedConnection: false, answerStarted: false })).toBe(
      false,
    );
    expect(mayResendAfter(keyedPost, { reusedConnection: true, answerStarted: true })).toBe(false);
    expect(mayResendAfter(keyedPost, null)).toBe(false);
  });
});
