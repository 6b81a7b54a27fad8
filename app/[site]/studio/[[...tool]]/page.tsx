import type { Metadata, Viewport } from 'next';
import { Studio } from '@/components/content/embedded-studio';

// The Studio's viewport (as next-sanity/studio exports it), written out so this route does not import that module.
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover' };

export const metadata: Metadata = { title: 'Studio', robots: { index: false, follow: false } };

export const dynamic = 'force-static';

export function generateStaticParams() {
  return [{ tool: [] }];
}

/** The Studio when a project is configured; otherwise a short page on how to connect one. */
export default function StudioPage() {
  return <Studio />;
}
