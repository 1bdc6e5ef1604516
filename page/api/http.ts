/**
 * The one fetch wrapper every shop call goes through (Next.js Commerce's `shopifyFetch` idea):
 * base URL from configuration, a timeout per attempt (AbortController), the correlation id header,
 * retries with exponential backoff for GETs (and, in the browser, one repeat of a write with an
 * Idempotency-Key whose connection failed with no answer), JSON parsing, schema validation, and
 * every failure turned into an `ApiError`.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiError } from './errors';
import { isSafeToResend } from './resendRule';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export const CORRELATION_HEADER = 'X-Correlation-Id';

export interface HttpClientOptions {
  /** Origin (and optional path prefix) the paths are joined to. '' = same origin (browser). */
  baseUrl: string;
  /** Injected for tests and for the server (defaults to the global fetch). */
  fetch?: typeof fetch;
  /** Per-attempt timeout. @default 10000 */
  timeoutMs?: number;
  /**
   * Extra attempts for GETs after a retryable failure (at most one for a write with an
   * Idempotency-Key whose connection failed). @default 2
   */
  retries?: number;
  /** First backoff delay; doubles on each retry. @default 200 */
  retryDelayMs?: number;
  /** Sent as the X-Correlation-Id header on every request. */
  correlationId?: string;
  /** Headers added to every request (the server forwards the shopper's cookies this way). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Whether a write with an Idempotency-Key whose connection failed with no answer is sent once
   * more (when `retries` allows). The browser cannot tell a reused connection from a fresh one, so
   * its client does this itself; the page server turns it off and leaves it to its connection
   * layer (page/server/resend.ts), which resends only what failed on a reused connection before
   * any byte of the answer. @default true
   */
  resendLostWrites?: boolean;
  /** Injected for tests. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What an answer is checked against: a Standard Schema (valibot's schemas are; wire.ts), read
 * through its own `validate`, so the wrapper itself carries no validation library.
 */
export type AnswerSchema = StandardSchemaV1;

/** JSON objects only: not null, not an array. */
export const isJsonObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** Answers the page does not read (spec 7 "the response is not read"): anything JSON, or empty. */
export const ignoredResponseWire: StandardSchemaV1<unknown> = {
  '~standard': { version: 1, vendor: 'cairnfield', validate: (value) => ({ value }) },
};

/** Answers the page passes on whole (the wallet flows read them): any JSON object. */
export const looseObjectWire: StandardSchemaV1<unknown, Record<string, unknown>> = {
  '~standard': {
    version: 1,
    vendor: 'cairnfield',
    validate: (value) =>
      isJsonObject(value) ? { value } : { issues: [{ message: 'expected an object' }] },
  },
};

export interface RequestOptions<S extends AnswerSchema> {
  method?: HttpMethod;
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON body. */
  body?: unknown;
  /** The expected response shape: anything else becomes a 'malformed' ApiError. */
  schema: S;
  signal?: AbortSignal;
  /** Statuses counted as success. @default 2xx */
  okStatus?: (status: number) => boolean;
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

export interface HttpClient {
  readonly baseUrl: string;
  request<S extends AnswerSchema>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<StandardSchemaV1.InferOutput<S>>;
  /** Like `request`, but also returns the status (some endpoints mean different things by 200/201). */
  requestWithStatus<S extends AnswerSchema>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<HttpResponse<StandardSchemaV1.InferOutput<S>>>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Builds the URL. A `correlationId` query parameter is moved out of the query (spec 7: "a request
 * parameter correlationId is moved into a request header"); the caller puts it in the header.
 */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
): { url: string; correlationId: string | undefined } {
  const params = new URLSearchParams();
  let correlationId: string | undefined;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === 'correlationId') {
      correlationId = String(value);
      continue;
    }
    params.append(key, String(value));
  }
  const search = params.toString();
  const base = baseUrl.replace(/\/+$/, '');
  const joined = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  return {
    url: search ? `${joined}${joined.includes('?') ? '&' : '?'}${search}` : joined,
    correlationId,
  };
}

/** Pulls the shop's error key and message out of an error body, whatever its exact shape. */
export function readErrorBody(body: unknown): { errorKey?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const first = Array.isArray(record.errors) ? (record.errors[0] as unknown) : undefined;
  const source =
    typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : record;
  const errorKey = [source.errorKey, record.errorKey, source.code].find(
    (v): v is string => typeof v === 'string',
  );
  const message = [source.message, source.errorMessage, record.message, record.errorMessage].find(
    (v): v is string => typeof v === 'string',
  );
  return { ...(errorKey ? { errorKey } : {}), ...(message ? { message } : {}) };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const sleep = options.sleep ?? defaultSleep;
  const resendLostWrites = options.resendLostWrites ?? true;

  async function attempt<S extends AnswerSchema>(
    method: HttpMethod,
    url: string,
    headers: Record<string, string>,
    opts: RequestOptions<S>,
  ): Promise<HttpResponse<StandardSchemaV1.InferOutput<S>>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const fail = (kind: 'timeout' | 'aborted' | 'network', cause?: unknown) =>
      new ApiError({ kind, method, url, cause });

    try {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: controller.signal,
          credentials: 'same-origin',
        });
      } catch (error) {
        if (timedOut) throw fail('timeout', error);
        if (controller.signal.aborted) throw fail('aborted', error);
        throw fail('network', error);
      }

      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (timedOut) throw fail('timeout', error);
        if (controller.signal.aborted) throw fail('aborted', error);
        throw fail('network', error);
      }

      let json: unknown = undefined;
      let jsonOk = true;
      if (text.trim() !== '') {
        try {
          json = JSON.parse(text);
        } catch {
          jsonOk = false;
        }
      }

      const ok = opts.okStatus ? opts.okStatus(response.status) : response.ok;
      if (!ok) {
        const { errorKey, message } = jsonOk ? readErrorBody(json) : {};
        throw new ApiError({
          kind: 'http',
          method,
          url,
          status: response.status,
          body: jsonOk ? json : text.slice(0, 500),
          ...(errorKey ? { errorKey } : {}),
          ...(message ? { serverMessage: message } : {}),
        });
      }
      if (!jsonOk) {
        throw new ApiError({
          kind: 'malformed',
          method,
          url,
          status: response.status,
          issues: ['response is not JSON'],
        });
      }
      const parsed = await opts.schema['~standard'].validate(json);
      if (parsed.issues) {
        throw new ApiError({
          kind: 'malformed',
          method,
          url,
          status: response.status,
          issues: parsed.issues.map(
            (issue) =>
              `${issue.path?.map((item) => String(typeof item === 'object' ? item.key : item)).join('.') || '(root)'}: ${issue.message}`,
          ),
        });
      }
      return { status: response.status, data: parsed.value as StandardSchemaV1.InferOutput<S> };
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function requestWithStatus<S extends AnswerSchema>(
    path: string,
    opts: RequestOptions<S>,
  ): Promise<HttpResponse<StandardSchemaV1.InferOutput<S>>> {
    const method = opts.method ?? 'GET';
    const { url, correlationId } = buildUrl(options.baseUrl, path, opts.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers,
      ...opts.headers,
    };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const correlation = correlationId ?? options.correlationId;
    if (correlation) headers[CORRELATION_HEADER] = correlation;

    // Reads are retried after any retryable failure. A write is sent again only when it is safe to
    // (./resendRule.ts: it carries an Idempotency-Key, and the shop answers a repeat under the key
    // with the first answer) and its connection failed with no answer (a kept-alive connection
    // the shop had just closed, say), once; one that timed out or was answered 5xx may still be
    // under way, and is not.
    const keyed = method !== 'GET' && resendLostWrites && isSafeToResend(method, headers);
    const maxAttempts = method === 'GET' ? retries + 1 : keyed ? Math.min(retries, 1) + 1 : 1;
    for (let n = 0; ; n += 1) {
      try {
        return await attempt(method, url, headers, opts);
      } catch (error) {
        const retry =
          error instanceof ApiError &&
          (method === 'GET' ? error.retryable : error.kind === 'network') &&
          n + 1 < maxAttempts &&
          !opts.signal?.aborted;
        if (!retry) throw error;
        await sleep(retryDelayMs * 2 ** n);
      }
    }
  }

  return {
    baseUrl: options.baseUrl,
    requestWithStatus,
    async request(path, opts) {
      return (await requestWithStatus(path, opts)).data;
    },
  };
}

export interface ShopClientOptions extends Omit<HttpClientOptions, 'baseUrl'> {
  shopOrigin: string;
  /** Defaults to the shop origin. */
  reviewsOrigin?: string | null;
}

/** The shop's and the reviews vendor's HTTP clients (one when they share an origin). */
export function httpClientsFor(options: ShopClientOptions): {
  shop: HttpClient;
  reviews: HttpClient;
} {
  const { shopOrigin, reviewsOrigin, ...http } = options;
  const shop = createHttpClient({ ...http, baseUrl: shopOrigin });
  const reviews =
    reviewsOrigin && reviewsOrigin !== shopOrigin
      ? createHttpClient({ ...http, baseUrl: reviewsOrigin, headers: {} })
      : shop;
  return { shop, reviews };
}
