/**
 * Every way a shop call can fail, as one discriminated union. Callers switch on `kind`; nothing
 * above the API layer sees a raw Response, a DOMException or a valibot issue.
 */
export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer within the timeout. */
  | 'timeout'
  /** The request never completed (DNS, refused connection, reset). */
  | 'network'
  /** The answer was not JSON, or its JSON did not match the expected schema. */
  | 'malformed'
  /** The caller aborted (e.g. the component unmounted). */
  | 'aborted';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  method: string;
  url: string;
  status?: number;
  /** The shop's error key (spec 8), when the body carried one. */
  errorKey?: string;
  /** The shop's message, when the body carried one. */
  serverMessage?: string;
  /** Schema problems, for 'malformed'. */
  issues?: readonly string[];
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly errorKey: string | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: readonly string[];
  readonly body: unknown;

  constructor(details: ApiErrorDetails) {
    super(describe(details), { cause: details.cause });
    this.kind = details.kind;
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.errorKey = details.errorKey;
    this.serverMessage = details.serverMessage;
    this.issues = details.issues ?? [];
    this.body = details.body;
  }

  /** Worth trying again: timeouts, network failures and 5xx answers (never 4xx or bad data). */
  get retryable(): boolean {
    return (
      this.kind === 'timeout' ||
      this.kind === 'network' ||
      (this.kind === 'http' && (this.status ?? 0) >= 500)
    );
  }
}

function describe(d: ApiErrorDetails): string {
  const where = `${d.method} ${d.url}`;
  switch (d.kind) {
    case 'http':
      return `${where} answered ${d.status ?? '?'}${d.errorKey ? ` (${d.errorKey})` : ''}`;
    case 'timeout':
      return `${where} timed out`;
    case 'network':
      return `${where} failed: ${d.cause instanceof Error ? d.cause.message : 'network error'}`;
    case 'malformed':
      return `${where} returned malformed data: ${(d.issues ?? []).slice(0, 3).join('; ')}`;
    case 'aborted':
      return `${where} was aborted`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A short, shopper-facing sentence for an error state. */
export function errorSummary(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong.';
  switch (error.kind) {
    case 'timeout':
      return 'The shop is taking too long to answer.';
    case 'network':
      return 'The shop could not be reached.';
    case 'malformed':
      return 'The shop sent data we could not read.';
    case 'aborted':
      return 'The request was cancelled.';
    case 'http':
      return error.status === 404 ? 'Not found.' : 'The shop answered with an error.';
  }
}
