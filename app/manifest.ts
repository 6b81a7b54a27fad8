import type { MetadataRoute } from 'next';
import { siteName } from '@/lib/domain/markets';
import { siteOfRequest } from '@/lib/server/market';

/** Per host: its market's name and language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { market } = await siteOfRequest();
  return {
    name: siteName(market),
    short_name: 'Stroomplein',
    description: 'Lokale groene stroom kopen en verkopen in Vlaanderen en Brussel.',
    lang: market.numberLocale,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#7e22ce',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
