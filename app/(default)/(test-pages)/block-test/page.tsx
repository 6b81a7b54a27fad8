import type { Metadata } from 'next';
import { Blocks } from '@/components/blocks';
import { allBlockFixtures } from '@/components/blocks/fixtures';

export const metadata: Metadata = { title: 'Blokken' };

/** Every CMS block with example content, for visual and accessibility checks. */
export default function BlockTestPage() {
  return <Blocks blocks={allBlockFixtures} market={null} />;
}
