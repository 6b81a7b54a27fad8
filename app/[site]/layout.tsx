import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ConsentHost } from '@/components/site/consent';
import { ServerInsertedHead } from '@/components/site/server-inserted-head';
import { Providers } from '@/components/site/providers';
import { SiteStylesheet } from '@/components/site/site-stylesheet';
import '@/components/site/stylesheet-for-development';
import { COLOUR_MODE_SET_ID } from '@/lib/domain/colour-mode';
import { COLOUR_MODE_SCRIPT } from '@/lib/domain/colour-mode-scripts';
import { siteSegment } from '@/lib/domain/market-hosts';
import { siteName, siteTitle } from '@/lib/domain/markets';
import { MARKET_HOSTS, siteOfPage } from '@/lib/server/market';

const SITE_DESCRIPTION =
  'Stroomplein brengt Vlaamse en Brusselse gezinnen samen rond lokale groene stroom: koop stroom van je buren of verkoop je zonnestroom tegen een eerlijke prijs.';

/** Every mapped host and the plain site are prerendered; a host mapped later renders on its first request. */
export function generateStaticParams() {
  return [null, ...MARKET_HOSTS].map((host) => ({ site: siteSegment(host) }));
}

export async function generateMetadata(): Promise<Metadata> {
  const { market, origin } = await siteOfPage();
  return {
    metadataBase: new URL(origin),
    title: siteTitle(market),
    description: SITE_DESCRIPTION,
    applicationName: siteName(market),
    keywords: [
      'Stroomplein',
      'groene stroom',
      'duurzaamheid',
      'Belgisch bedrijf',
      'energiemarkt',
      'Vlaams Gewest',
      'Brussels Hoofdstedelijk Gewest',
    ],
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { market } = await siteOfPage();
  return (
    // The colour-mode script writes its class before hydration, hence suppressHydrationWarning on <html> only.
    <html lang={market.numberLocale} data-market={market.id ?? undefined} suppressHydrationWarning>
      <head>
        {/* No paint before the colour mode is set (see COLOUR_MODE_SCRIPT). */}
        <link rel="expect" href={`#${COLOUR_MODE_SET_ID}`} blocking="render" />
      </head>
      <body className="font-sans">
        <ServerInsertedHead />
        <Providers>{children}</Providers>
        <script dangerouslySetInnerHTML={{ __html: COLOUR_MODE_SCRIPT }} />
        <template id={COLOUR_MODE_SET_ID} />
        <SiteStylesheet />
        <ConsentHost />
      </body>
    </html>
  );
}
