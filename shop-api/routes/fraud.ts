import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import { text } from '../http/schemas.ts';
import { json, param } from '../http/validate.ts';
import { describe } from '../openapi/describe.ts';
import {
  collectedAnswer,
  collectorConfigAnswer,
  generatedCookieAnswer,
  locationAnswer,
  storedCookieAnswer,
} from '../openapi/answers/other.ts';

/**
 * A sandbox of the fraud-detection collector the page's SDK talks to (spec 7 and 9): it hands out
 * its configuration, stores what the SDK collects per session, and manages the first-party
 * device cookie. Collected data is only kept for the order to reference (`kountSessionId`).
 */

export const FRAUD_COOKIE = 'cf_device_id';
const COOKIE_DAYS = 365;
const SESSION_ID = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Session id must be 8-64 letters/digits');
const COOKIE_VALUE = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Cookie value must be 8-64 letters/digits');

/** Collected values: a flat map of short scalars, so the collector cannot become a file store. */
const collected = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Field names are letters, digits, _ . -'),
    z.union([text(512), z.number().finite(), z.boolean(), z.null()]),
  )
  .refine((value) => Object.keys(value).length <= 50, 'At most 50 collected fields');

function setDeviceCookie(c: Parameters<typeof setCookie>[0], value: string) {
  // Readable by the SDK (not httpOnly): it reports the id with each collection.
  setCookie(c, FRAUD_COOKIE, value, {
    path: '/',
    sameSite: 'Lax',
    maxAge: COOKIE_DAYS * 24 * 60 * 60,
    secure: (c as unknown as { get(key: 'secure'): boolean | undefined }).get('secure') ?? false,
  });
}

export function fraudRoutes(deps: { repo: ShopRepository; now: () => Date }) {
  const app = new Hono<AppEnv>();

  app.get(
    '/cs/config',
    describe(
      {
        tag: 'Fraud collector',
        summary: "The collector's configuration",
        answers: { 200: { description: 'The configuration.', schema: collectorConfigAnswer } },
      },
      (c) =>
        c.json({
          config: {
            enabled: true,
            merchantId: '900100',
            // The SDK accepts a hostname of letters, digits and dots only.
            hostname: new URL(c.req.url).hostname.replace(/[^A-Za-z0-9.]/g, ''),
            collectorPath: '/session/',
            refreshIntervalMs: 900_000,
            configTimeoutMs: 3_000,
            collectorWaitMs: 2_000,
            collectorPollMs: 10,
            locationTimeoutMs: 5_000,
            cookieName: FRAUD_COOKIE,
            cookieLifetimeDays: COOKIE_DAYS,
          },
        }),
    ),
  );

  app.post(
    '/session/:id',
    describe(
      {
        tag: 'Fraud collector',
        summary: 'Store what the collector gathered for a session',
        description:
          'A flat object: at most 50 fields, each a string (up to 512), number, boolean or null. Kept ' +
          'only for an order to reference (`kountSessionId`).',
        answers: { 200: { description: 'Stored.', schema: collectedAnswer } },
      },
      param(z.object({ id: SESSION_ID })),
    ),
    json(collected.optional()),
    async (c) => {
      const { id } = c.req.valid('param');
      const data = c.req.valid('json');
      await deps.repo.fraudSessions.merge(
        id,
        { collected: data ?? {}, deviceId: getCookie(c, FRAUD_COOKIE) ?? null },
        deps.now(),
      );
      return c.json({ session: { id, status: 'COLLECTED' } });
    },
  );

  app.get(
    '/cs/generatecookie',
    describe(
      {
        tag: 'Fraud collector',
        summary: 'The device cookie, made if missing',
        description: 'Sets `cf_device_id` (365 days, readable by script).',
        answers: { 200: { description: 'The cookie.', schema: generatedCookieAnswer } },
      },
      (c) => {
        const existing = getCookie(c, FRAUD_COOKIE);
        const value =
          existing && COOKIE_VALUE.safeParse(existing).success ? existing : crypto.randomUUID();
        setDeviceCookie(c, value);
        return c.json({ cookie: { name: FRAUD_COOKIE, value, maxAgeDays: COOKIE_DAYS } });
      },
    ),
  );

  app.post(
    '/cs/storecookie',
    describe(
      {
        tag: 'Fraud collector',
        summary: 'Set the device cookie',
        answers: { 200: { description: 'Set.', schema: storedCookieAnswer } },
      },
      json(z.object({ value: COOKIE_VALUE, sessionId: SESSION_ID.optional() })),
    ),
    async (c) => {
      const body = c.req.valid('json');
      setDeviceCookie(c, body.value);
      if (body.sessionId) {
        await deps.repo.fraudSessions.merge(body.sessionId, { deviceId: body.value }, deps.now());
      }
      return c.json({ cookie: { name: FRAUD_COOKIE, status: 'STORED' } });
    },
  );

  const location = z.object({
    sessionId: SESSION_ID,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().min(0).max(100_000).optional(),
  });

  app.post(
    '/cs/location',
    describe(
      {
        tag: 'Fraud collector',
        summary: "Store a session's location",
        answers: { 200: { description: 'Stored.', schema: locationAnswer } },
      },
      json(location),
    ),
    async (c) => {
      const body = c.req.valid('json');
      await deps.repo.fraudSessions.merge(
        body.sessionId,
        {
          location: {
            latitude: body.latitude,
            longitude: body.longitude,
            accuracy: body.accuracy ?? null,
          },
        },
        deps.now(),
      );
      return c.json({ location: { status: 'STORED' } });
    },
  );

  // The collector's iframe page: a blank, script-free document the SDK frames to set its cookie.
  app.get(
    '/cs/logo.htm',
    describe(
      {
        tag: 'Fraud collector',
        summary: "The collector's frame",
        description: "A blank, script-free page (`Content-Security-Policy: default-src 'none'`).",
        answers: { 200: { description: 'The page.', mediaType: 'text/html' } },
      },
      (c) =>
        c.html(
          '<!doctype html><html lang="en"><head><title>Fraud collector</title></head><body></body></html>',
          200,
          {
            'Content-Security-Policy': "default-src 'none'",
            'X-Content-Type-Options': 'nosniff',
          },
        ),
    ),
  );

  return app;
}
