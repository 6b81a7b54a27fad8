import type { Metadata } from 'next';
import { StudioSetup } from '@/components/content/studio-setup';
import { isHostedContent } from '@/lib/content/config';
import { Studio } from './studio';

export { viewport } from 'next-sanity/studio';

export const metadata: Metadata = { title: 'Studio', robots: { index: false, follow: false } };

export const dynamic = 'force-static';

export function generateStaticParams() {
  return [{ tool: [] }];
}

export default function StudioPage() {
  return isHostedContent ? <Studio /> : <StudioSetup />;
}
