import { buttonClasses } from '@/components/ui/button';
import { errorHeading, type ErrorDescription } from '@/lib/domain/error-descriptions';

export interface ErrorViewProps extends ErrorDescription {
  /** Reset the boundary and try again (client error boundaries only). */
  onRetry?: () => void;
}

/**
 * What a visitor sees for any error: the status in English as the specification has it (marked as English for
 * screen readers, WCAG 3.1.2), a Dutch heading and explanation, a digest to quote; never a stack or raw message.
 */
export function ErrorView({
  statusCode,
  statusMessage,
  message,
  messageLang,
  explanation,
  digest,
  onRetry,
}: ErrorViewProps) {
  return (
    <section aria-labelledby="fout-titel" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
        {statusCode} · <span lang="en">{statusMessage}</span>
      </p>
      <h1 id="fout-titel" className="mt-3 text-3xl font-bold text-balance md:text-4xl">
        {errorHeading(statusCode)}
      </h1>
      <p
        className="mt-4 text-lg break-words text-neutral-700 dark:text-neutral-300"
        lang={messageLang === 'en' ? 'en' : undefined}
        data-testid="error-message"
      >
        {message}
      </p>
      {explanation ? <p className="mt-2 text-neutral-700 dark:text-neutral-300">{explanation}</p> : null}
      {digest ? (
        <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">
          Foutcode voor onze klantendienst: <code className="font-mono">{digest}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
            Opnieuw proberen
          </button>
        ) : null}
        {/* A plain anchor: after an error the client router may be in a bad state. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className={buttonClasses(onRetry ? 'outline' : 'primary')}>
          Naar de startpagina
        </a>
      </div>
    </section>
  );
}
