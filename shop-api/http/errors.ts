import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorKey } from '../domain/errors.ts';
import type { RuleError } from '../domain/errors.ts';

/** One entry of the `errors[]` envelope every 4xx answer carries (spec 8). */
export interface ErrorEntry {
  errorKey: string;
  message: string;
  field?: string;
  [extra: string]: unknown;
}

/**
 * An expected failure with its HTTP answer. Thrown from anywhere below a route and turned into
 * JSON by the app's error handler, so no route needs its own try/catch.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: { errors: ErrorEntry[] } & Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.errors[0]?.message ?? 'API error');
    this.name = 'ApiError';
  }
}

export function invalidInput(issues: readonly { field: string; message: string }[]): ApiError {
  return new ApiError(400, {
    errors: issues.map((issue) => ({
      errorKey: ErrorKey.invalidInput,
      field: issue.field,
      message: issue.message,
    })),
  });
}

export function notFound(message: string): ApiError {
  return new ApiError(404, { errors: [{ errorKey: ErrorKey.notFound, message }] });
}

/** A business-rule refusal: the rule's key and message, plus its data flattened into the entry. */
export function ruleEntry(rule: RuleError): ErrorEntry {
  return {
    errorKey: rule.errorKey,
    message: rule.message,
    ...(rule.field ? { field: rule.field } : {}),
    ...(rule.data ? { data: rule.data } : {}),
  };
}

export function ruleFailure(
  status: ContentfulStatusCode,
  rule: RuleError,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, { ...extra, errors: [ruleEntry(rule)] });
}
