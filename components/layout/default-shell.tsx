import type { ReactNode } from 'react';
import { DraftLive } from '@/components/content/draft-live';
import { DraftModeTools } from '@/components/content/draft-mode-tools';
import { ColourModeSwitch } from '@/components/site/colour-mode-switch';
import { getPreviewState } from '@/lib/server/content/preview';
import { getSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main and footer: the `default` layout, also used by the error pages. */
export async function DefaultShell({ children }: { children: ReactNode }) {
  const [chrome, preview] = await Promise.all([getSiteChrome(), getPreviewState()]);
  return (
    <div className="flex min-h-dvh flex-col">
      {preview.enabled ? (
        <>
          <DraftModeTools
            market={preview.market}
            liveOrigin={preview.origin}
            showing={preview.showing}
            colourModeSwitch={<ColourModeSwitch />}
          />
          <DraftLive />
        </>
      ) : null}
      <SiteHeader navigation={chrome.navigation} />
      <main id="inhoud" className="flex-1">
        {children}
      </main>
      <SiteFooter chrome={chrome} />
    </div>
  );
}
