/**
 * Maps anything thrown while serving a request to what the error page shows and which status it answers with
 * (DESIGN §8). Pure so that the server, the error boundaries and the tests agree.
 */

export interface ErrorDescription {
  statusCode: number;
  statusMessage: string;
  message: string;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Page Not Found',
  405: 'Method Not Allowed',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Next.js marks notFound() with this digest. */
const NEXT_NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

/**
 * Messages written for developers, not visitors: production builds replace server error messages with the first
 * English sentence, and React reports a failed server render (for example React error #441) with the second.
 * Visitors get the Dutch message instead.
 */
const REDACTED_SERVER_MESSAGE =
  /^(An error occurred in the Server Components render|Minified React error #\d+)/;
export const SERVER_ERROR_MESSAGE =
  'Er liep iets mis bij het laden van deze pagina. Probeer het zo dadelijk opnieuw.';

/** Dutch heading shown above the error details. */
export function errorHeading(statusCode: number): string {
  if (statusCode === 404) return 'Pagina niet gevonden';
  if (statusCode === 403 || statusCode === 401) return 'Geen toegang';
  if (statusCode === 429) return 'Even geduld';
  return 'Er ging iets mis';
}

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

function validStatus(value: unknown): number | undefined {
  const code = typeof value === 'string' ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 599 ? code : undefined;
}

/** `path` null: the path is not known yet (a prerendered 404 before the browser fills it in). */
export function notFoundDescription(path: string | null): ErrorDescription {
  const message = path === null ? 'Page not found' : `Page not found: ${path}`;
  return { statusCode: 404, statusMessage: STATUS_MESSAGES[404]!, message };
}

export function describeError(error: unknown, path: string): ErrorDescription {
  if (field(error, 'digest') === NEXT_NOT_FOUND_DIGEST) return notFoundDescription(path);
  const statusCode = validStatus(field(error, 'statusCode')) ?? validStatus(field(error, 'status')) ?? 500;
  if (statusCode === 404) return notFoundDescription(path);
  const ownStatusMessage = field(error, 'statusMessage');
  const statusMessage =
    typeof ownStatusMessage === 'string' && ownStatusMessage.trim()
      ? ownStatusMessage
      : (STATUS_MESSAGES[statusCode] ?? STATUS_MESSAGES[500]!);
  const ownMessage = error instanceof Error ? error.message : field(error, 'message');
  const message =
    typeof ownMessage === 'string' && ownMessage.trim() && !REDACTED_SERVER_MESSAGE.test(ownMessage)
      ? ownMessage
      : statusCode >= 500
        ? SERVER_ERROR_MESSAGE
        : statusMessage;
  return { statusCode, statusMessage, message };
}
