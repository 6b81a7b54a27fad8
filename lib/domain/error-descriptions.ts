/**
 * Maps anything thrown while serving a request to what the error page shows and which status it answers with.
 * Pure so that the server, the error boundaries and the tests agree.
 *
 * The English status texts of the specification stay, marked as English on the page; beside them visitors read
 * a Dutch heading and a Dutch explanation. A raw exception message never reaches the page: only messages the
 * code wrote for visitors (`VisitorError`) are shown, anything else gets a Dutch text and its digest.
 */

export interface ErrorDescription {
  statusCode: number;
  /** The HTTP status text, in English (shown with lang="en"). */
  statusMessage: string;
  /** The message shown under the heading. */
  message: string;
  /** `en` for the specification's English 404 message; Dutch otherwise. */
  messageLang: 'en' | 'nl';
  /** A Dutch explanation beside an English message. */
  explanation?: string;
  /** Next's digest of an unexpected server error: what a visitor can quote to support, and what the log holds. */
  digest?: string;
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

export const SERVER_ERROR_MESSAGE =
  'Er liep iets mis bij het laden van deze pagina. Probeer het zo dadelijk opnieuw.';

const NOT_FOUND_EXPLANATION =
  'Deze pagina bestaat niet (meer). Controleer het adres, of begin opnieuw vanaf de startpagina.';

/** What visitors read when Firebase cannot be reached from the server (account pages, sign-in). */
export const ACCOUNT_UNAVAILABLE_MESSAGE =
  'Je account is even niet bereikbaar. Je gegevens zijn veilig; probeer het over enkele minuten opnieuw.';

/** Failures the code expects and explains to visitors, by kind. */
const VISITOR_ERRORS = {
  'account-unavailable': { statusCode: 503, message: ACCOUNT_UNAVAILABLE_MESSAGE },
} as const satisfies Record<string, { statusCode: number; message: string }>;

export type VisitorErrorKind = keyof typeof VISITOR_ERRORS;

const VISITOR_DIGEST_PREFIX = 'STROOMPLEIN_VISITOR_ERROR;';

/**
 * An error whose message is written for visitors. Production builds hide a server error's message from the
 * browser but keep a digest the error brings itself, so the kind travels in the digest.
 */
export class VisitorError extends Error {
  readonly digest: string;
  readonly statusCode: number;
  constructor(kind: VisitorErrorKind, options?: ErrorOptions) {
    super(VISITOR_ERRORS[kind].message, options);
    this.name = 'VisitorError';
    this.digest = `${VISITOR_DIGEST_PREFIX}${kind}`;
    this.statusCode = VISITOR_ERRORS[kind].statusCode;
  }
}

/** Dutch heading shown above the error details. */
export function errorHeading(statusCode: number): string {
  if (statusCode === 404) return 'Pagina niet gevonden';
  if (statusCode === 403 || statusCode === 401) return 'Geen toegang';
  if (statusCode === 429) return 'Even geduld';
  if (statusCode === 503) return 'Even niet beschikbaar';
  return 'Er ging iets mis';
}

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

function statusMessage(statusCode: number): string {
  return STATUS_MESSAGES[statusCode] ?? STATUS_MESSAGES[500]!;
}

/** `path` null: the path is not known yet (a prerendered 404 before the browser fills it in). */
export function notFoundDescription(path: string | null): ErrorDescription {
  return {
    statusCode: 404,
    statusMessage: statusMessage(404),
    message: path === null ? 'Page not found' : `Page not found: ${path}`,
    messageLang: 'en',
    explanation: NOT_FOUND_EXPLANATION,
  };
}

function visitorErrorKind(digest: unknown): VisitorErrorKind | undefined {
  if (typeof digest !== 'string' || !digest.startsWith(VISITOR_DIGEST_PREFIX)) return undefined;
  const kind = digest.slice(VISITOR_DIGEST_PREFIX.length);
  return Object.hasOwn(VISITOR_ERRORS, kind) ? (kind as VisitorErrorKind) : undefined;
}

export function describeError(error: unknown, path: string): ErrorDescription {
  const digest = field(error, 'digest');
  if (digest === NEXT_NOT_FOUND_DIGEST) return notFoundDescription(path);
  const kind = visitorErrorKind(digest);
  if (kind) {
    const { statusCode, message } = VISITOR_ERRORS[kind];
    return { statusCode, statusMessage: statusMessage(statusCode), message, messageLang: 'nl' };
  }
  return {
    statusCode: 500,
    statusMessage: statusMessage(500),
    message: SERVER_ERROR_MESSAGE,
    messageLang: 'nl',
    ...(typeof digest === 'string' && /^[\w-]{1,64}$/.test(digest) ? { digest } : {}),
  };
}
