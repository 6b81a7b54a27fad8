import { describe, expect, it } from 'vitest';
import { describeError, errorHeading, SERVER_ERROR_MESSAGE } from '@/lib/errors';

describe('describeError', () => {
  it('maps notFound() to the 404 description with the path', () => {
    expect(describeError({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }, '/energie-delen/x')).toEqual({
      statusCode: 404,
      statusMessage: 'Page Not Found',
      message: 'Page not found: /energie-delen/x',
    });
    expect(describeError({ statusCode: 404 }, '/a').message).toBe('Page not found: /a');
  });

  it('defaults to 500 Internal Server Error and shows the message', () => {
    expect(describeError(new Error('Rekenfout in de calculator'), '/x')).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      message: 'Rekenfout in de calculator',
    });
  });

  it('keeps a status code and status message the error supplies', () => {
    const error = Object.assign(new Error('Te veel aanvragen'), {
      statusCode: 429,
      statusMessage: 'Rustig aan',
    });
    expect(describeError(error, '/')).toEqual({
      statusCode: 429,
      statusMessage: 'Rustig aan',
      message: 'Te veel aanvragen',
    });
    expect(describeError({ status: '503' }, '/').statusMessage).toBe('Service Unavailable');
  });

  it('ignores nonsense status codes', () => {
    expect(describeError({ statusCode: 200 }, '/').statusCode).toBe(500);
    expect(describeError({ statusCode: 'abc' }, '/').statusCode).toBe(500);
    expect(describeError(null, '/').statusCode).toBe(500);
    expect(describeError('boom', '/').message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('replaces the English production placeholder for server errors with Dutch', () => {
    const redacted = Object.assign(
      new Error(
        'An error occurred in the Server Components render. The specific message is omitted in production builds',
      ),
      { digest: '123' },
    );
    expect(describeError(redacted, '/').message).toBe(SERVER_ERROR_MESSAGE);
    // What a failed server render of an uncached page showed before (found by the content-fault e2e).
    const minified = new Error(
      'Minified React error #441; visit https://react.dev/errors/441 for the full message or use the non-minified dev environment for full errors and additional helpful warnings.',
    );
    expect(describeError(minified, '/nieuw').message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('has a Dutch heading per kind of error', () => {
    expect(errorHeading(404)).toBe('Pagina niet gevonden');
    expect(errorHeading(500)).toBe('Er ging iets mis');
  });
});
