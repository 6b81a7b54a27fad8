import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_UNAVAILABLE_MESSAGE,
  describeError,
  errorHeading,
  SERVER_ERROR_MESSAGE,
  VisitorError,
} from '@/lib/domain/error-descriptions';

describe('describeError', () => {
  it('maps notFound() to the English 404 texts with the path, and a Dutch explanation', () => {
    expect(describeError({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }, '/energie-delen/x')).toEqual({
      statusCode: 404,
      statusMessage: 'Page Not Found',
      message: 'Page not found: /energie-delen/x',
      messageLang: 'en',
      explanation: expect.stringContaining('Deze pagina bestaat niet'),
    });
  });

  it('never shows a raw exception message: a Dutch text and the digest instead', () => {
    const crash = Object.assign(new TypeError("Cannot read properties of undefined (reading 'slug')"), {
      digest: '2419847712',
    });
    expect(describeError(crash, '/x')).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      message: SERVER_ERROR_MESSAGE,
      messageLang: 'nl',
      digest: '2419847712',
    });
    // A browser-side error has no digest, and a status it claims is not believed.
    expect(describeError(Object.assign(new Error('Rekenfout'), { statusCode: 429 }), '/')).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      message: SERVER_ERROR_MESSAGE,
      messageLang: 'nl',
    });
    expect(describeError(null, '/').statusCode).toBe(500);
    expect(describeError('boom', '/').message).toBe(SERVER_ERROR_MESSAGE);
    // A digest that is not a plain code is not shown either.
    expect(describeError({ digest: '<b>x</b>' }, '/')).not.toHaveProperty('digest');
  });

  it('shows what the code wrote for visitors, also when only the digest crossed from the server', () => {
    const thrown = new VisitorError('account-unavailable', { cause: new Error('ECONNREFUSED') });
    expect(thrown.message).toBe(ACCOUNT_UNAVAILABLE_MESSAGE);
    const expected = {
      statusCode: 503,
      statusMessage: 'Service Unavailable',
      message: ACCOUNT_UNAVAILABLE_MESSAGE,
      messageLang: 'nl',
    };
    expect(describeError(thrown, '/account')).toEqual(expected);
    // Production builds replace a server error's message; the digest remains.
    const redacted = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: thrown.digest,
    });
    expect(describeError(redacted, '/account')).toEqual(expected);
    expect(describeError({ digest: 'STROOMPLEIN_VISITOR_ERROR;toString' }, '/').statusCode).toBe(500);
  });

  it('has a Dutch heading per kind of error', () => {
    expect(errorHeading(404)).toBe('Pagina niet gevonden');
    expect(errorHeading(500)).toBe('Er ging iets mis');
    expect(errorHeading(503)).toBe('Even niet beschikbaar');
  });
});
