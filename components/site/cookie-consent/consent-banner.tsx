'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { saveConsent } from '@/lib/browser/consent';
import { COOKIE_STATEMENT_PATH, type ConsentGrants } from '@/lib/domain/consent';
import { RefuseOrAcceptAll } from './refuse-or-accept-all';

/**
 * The question on a visitor's first page, fixed at the bottom so it shifts nothing. Not modal: the page stays
 * readable and reachable. Focus moves into it when it appears (unless the visitor is already somewhere), and Escape
 * leaves it for the page without choosing. Refusing and accepting look alike and sit side by side.
 */
export function ConsentBanner({
  onChosen,
  onOpenSettings,
  onIntent,
}: {
  /** After the choice is stored and applied. */
  onChosen: (grants: ConsentGrants) => void;
  onOpenSettings: () => void;
  /** The visitor reaches for "Instellingen": the settings' code can be fetched. */
  onIntent: () => void;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) panel.current?.focus();
  }, []);

  function leaveForPage(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    const skipLink = document.querySelector<HTMLElement>('a[href="#inhoud"]');
    if (skipLink) skipLink.focus();
    else panel.current?.blur();
  }

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={leaveForPage}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white p-4 text-neutral-900 shadow-[0_-8px_24px_rgb(0_0_0/0.12)] outline-none focus-visible:ring-2 focus-visible:ring-primary-600 md:inset-x-auto md:right-6 md:bottom-6 md:max-w-md md:rounded-2xl md:border md:p-5 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={`${id}-title`} className="text-base font-bold">
        Cookies op Stroomplein
      </h2>
      <p id={`${id}-text`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        {/* One element per sentence: none grows larger than the page's own first paint (its LCP). */}
        <span>Noodzakelijke cookies houden de site werkend.</span>{' '}
        <span>Met jouw toestemming meten we ook het gebruik en onze campagnes.</span>{' '}
        <span>
          Lees meer in de{' '}
          <a href={COOKIE_STATEMENT_PATH} className="underline">
            cookieverklaring
          </a>
          .
        </span>
      </p>
      <RefuseOrAcceptAll
        onChoose={(grants) => {
          saveConsent(grants);
          onChosen(grants);
        }}
        variant="primary"
        className="mt-3"
      />
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClasses('ghost', 'sm', 'mt-2 w-full underline')}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onOpenSettings}
      >
        Instellingen
      </button>
    </div>
  );
}
