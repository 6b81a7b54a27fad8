'use client';

import { ExternalLink, Eye, LogOut } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useId, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { NO_MARKET_VALUE } from '@/lib/domain/content/preview-market';
import { MARKET_IDS, MARKET_LABELS, type MarketId } from '@/lib/domain/markets';

/**
 * Shown only in draft mode (loaded apart, so it needs JavaScript): says so, switches the previewed market and colour
 * mode without a deploy, opens the market's own site as visitors see it, and leaves the preview. The market switch
 * re-renders the page in place, so the Studio's Presentation tool stays connected to it (a page loaded anew leaves
 * the Studio calling the old one until it gives up).
 */
export function PreviewToolbar({
  market,
  liveOrigin,
  showing,
  colourModeSwitch,
}: {
  market: MarketId | null;
  /** The previewed market's own origin: the published page there, in a new tab. */
  liveOrigin: string;
  /** What the preview shows: "concepten", a release, the published site. */
  showing: string;
  /** The colour-mode switch, rendered by the server component that places the toolbar. */
  colourModeSwitch: ReactNode;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const selectId = useId();
  const switchMarket = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const stored = await fetch(form.action, { method: 'POST', body: new FormData(form) }).then(
      (response) => response.ok,
      () => false,
    );
    // Not stored (offline, the preview ended meanwhile): the plain form says why, as it does without JavaScript.
    if (stored) router.refresh();
    else form.submit();
  };
  return (
    <div
      role="region"
      aria-label="Voorbeeldweergave"
      className="sticky top-0 z-40 border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <Eye aria-hidden="true" className="size-4" />
          Voorbeeldweergave: je ziet {showing}
        </p>
        <form
          method="post"
          action="/api/draft-mode/market"
          onSubmit={switchMarket}
          className="flex items-center gap-2"
        >
          <input type="hidden" name="redirect" value={pathname} />
          <label htmlFor={selectId} className="font-medium">
            Markt
          </label>
          <select
            id={selectId}
            name="market"
            defaultValue={market ?? NO_MARKET_VALUE}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="min-h-9 rounded-md border border-amber-400 bg-white px-2 text-amber-950 dark:border-amber-600 dark:bg-amber-900 dark:text-amber-50"
          >
            <option value={NO_MARKET_VALUE}>Geen markt</option>
            {MARKET_IDS.map((id) => (
              <option key={id} value={id}>
                {MARKET_LABELS[id]}
              </option>
            ))}
          </select>
        </form>
        {colourModeSwitch}
        <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
          <a
            href={new URL(pathname, liveOrigin).toString()}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
          >
            Gepubliceerd<span className="hidden sm:inline"> op {new URL(liveOrigin).host}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opent in een nieuw tabblad)</span>
          </a>
          <a
            href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`}
            className={buttonClasses('outline', 'sm')}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Voorbeeld verlaten
          </a>
        </div>
      </div>
    </div>
  );
}
