/** The header naming the route of a 404 for a route the lake does not serve (`METHOD path`). */
export const UNKNOWN_ENDPOINT_HEADER = 'x-lake-unknown-endpoint';

/**
 * An answer the lake gives on purpose (bad input, no permission, a conflict): its status and a Dutch message in
 * the Content Lake's error shape, which @sanity/client shows to the editor. Anything else is a bug and a 500.
 */
export class LakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** For a 503 or 429: when to try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'LakeError';
  }

  toBody() {
    return {
      error: { description: this.message, type: errorType(this.status), ...this.details },
      message: this.message,
      statusCode: this.status,
    };
  }
}

function errorType(status: number): string {
  if (status === 401) return 'unauthorizedError';
  if (status === 403) return 'forbiddenError';
  if (status === 404) return 'notFoundError';
  if (status === 409) return 'documentConflictError';
  if (status === 413) return 'payloadTooLargeError';
  if (status === 503) return 'serviceUnavailableError';
  return 'validationError';
}

/** A request's JSON object (a body, an action, a patch); anything else is a 400 naming `what`. */
export function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LakeError(400, `${what} moet een JSON-object zijn.`);
  }
  return value as Record<string, unknown>;
}
