import type { MetadataRoute } from 'next';
import { siteName } from '@/lib/domain/markets';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteName(),
    short_name: 'Stroomplein',
    description: 'Lokale groene stroom kopen en verkopen in Vlaanderen en Brussel.',
    lang: 'nl-BE',
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
