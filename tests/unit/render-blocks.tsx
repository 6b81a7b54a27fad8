import { render } from '@testing-library/react';
import { Blocks } from '@/blocks/components';
import type { PageBlock } from '@/lib/domain/content/types';

/** Renders blocks as a page does: for a visitor on a market-less deploy unless told otherwise. */
export function renderBlocks(
  blocks: PageBlock[],
  market: Parameters<typeof Blocks>[0]['market'] = null,
  preview = false,
) {
  return render(<Blocks blocks={blocks} market={market} preview={preview} />);
}
