import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MSG } from '@emc/shared/messages';
import type { ErrorBody } from '@emc/shared/schemas';
import type { core } from 'zod/mini';
import { throttled } from './db/errors';

/** An error whose status and Portuguese message are safe to show to the caller. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(title);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, title: string = MSG.validationTitle) {
    super(400, title, errors);
  }
  static field(field: string, message: string) {
    return new ValidationError({ [field]: [message] });
  }
  static fromZod(error: core.$ZodError, prefix?: string) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'requisicao';
      (errors[key] ??= []).push(issue.message);
    }
    return new ValidationError(errors);
  }
}

export const unauthorized = (title: string = MSG.unauthorized) => new AppError(401, title);
export const forbidden = (title: string = MSG.forbidden) => new AppError(403, title);
export const notFound = (title: string = MSG.notFound) => new AppError(404, title);
export const conflict = (title: string = MSG.conflict) => new AppError(409, title);
export const payloadTooLarge = (title: string = MSG.payloadTooLarge) => new AppError(413, title);
export const tooManyRequests = (title: string = MSG.throttled) => new AppError(429, title);

export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function errorResponse(status: number, title: string, errors?: Record<string, string[]>): APIGatewayProxyStructuredResultV2 {
  const body: ErrorBody = errors ? { title, status, errors } : { title, status };
  return {
    statusCode: status,
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  };
}

/** Maps any thrown value to the response shapes of decisions.md. Throttling is a 429; other unknown errors become a generic 500. */
export function toErrorResponse(error: unknown): { response: APIGatewayProxyStructuredResultV2; expected: boolean } {
  if (error instanceof AppError) {
    return { response: errorResponse(error.status, error.title, error.errors), expected: true };
  }
  // The table's capacity ran out and the SDK's retries did not outlast it (decisions.md "Errors": 429).
  if (throttled(error)) return { response: errorResponse(429, MSG.throttled), expected: true };
  return { response: errorResponse(500, MSG.internal), expected: false };
}
