import { buttonClasses } from '@/components/ui/button';
import { BANNER_CHOICE_ATTRIBUTE, COOKIE_STATEMENT_PATH, type BannerChoice } from '@/lib/domain/consent';

const choice = (value: BannerChoice) => `${BANNER_CHOICE_ATTRIBUTE}="${value}"`;
const choiceButton = buttonClasses('primary', 'md', 'w-full');

/**
 * The question on a visitor's first page, as HTML the head script adds to the page (lib/domain/consent.ts): no
 * React, so asking costs no JavaScript bundle. Fixed at the bottom, so it shifts nothing; not modal, so the page stays
 * readable and reachable; refusing and accepting look alike and sit side by side. One paragraph per sentence: the
 * browser measures each block of text apart, and none may be larger than the page's own largest paint (its LCP).
 */
export function consentBannerHtml(): string {
  return `<div role="dialog" aria-modal="false" aria-labelledby="cookievraag-titel" aria-describedby="cookievraag-tekst" tabindex="-1" class="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white p-4 text-neutral-900 shadow-[0_-8px_24px_rgb(0_0_0/0.12)] outline-none focus-visible:ring-2 focus-visible:ring-primary-600 md:inset-x-auto md:right-6 md:bottom-6 md:max-w-md md:rounded-2xl md:border md:p-5 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100">
<h2 id="cookievraag-titel" class="text-base font-bold">Cookies op Stroomplein</h2>
<div id="cookievraag-tekst" class="mt-1 text-sm text-neutral-700 dark:text-neutral-300"><p>Noodzakelijke cookies houden de site werkend.</p><p>Met jouw toestemming meten we ook het gebruik en onze campagnes.</p><p>Lees meer in de <a href="${COOKIE_STATEMENT_PATH}" class="underline">cookieverklaring</a>.</p></div>
<div class="mt-3 grid grid-cols-2 gap-2"><button type="button" ${choice('alles-weigeren')} class="${choiceButton}">Alles weigeren</button><button type="button" ${choice('alles-accepteren')} class="${choiceButton}">Alles accepteren</button></div>
<button type="button" aria-haspopup="dialog" ${choice('instellingen')} class="${buttonClasses('ghost', 'sm', 'mt-2 w-full underline')}">Instellingen</button>
</div>`;
}
