// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DocumentActionDescription, DocumentActionProps } from 'sanity';
import { describe, expect, it, vi } from 'vitest';

const storedRedirects = [
  { _id: 'redirect-oud', source: '/zomer', destination: '/zomer-nieuw', permanent: true },
];
vi.mock('sanity', () => ({ useClient: () => ({ fetch: async () => storedRedirects }) }));
// Plain elements in place of the Studio's themed ones: this test reads what the dialog says.
vi.mock('@sanity/ui', () => {
  const Plain = ({ children, text }: { children?: ReactNode; text?: string }) => (
    <div>
      {children}
      {text}
    </div>
  );
  return { Box: Plain, Button: Plain, Flex: Plain, Stack: Plain, Text: Plain };
});

const { UnpublishPageAction } = await import('@/studio/remove-page-actions');

const propsFor = (slug: string) =>
  ({
    id: 'pagina',
    type: 'page',
    published: { _id: 'pagina', _type: 'page', slug: { current: slug } },
    draft: null,
    onComplete: () => {},
  }) as unknown as DocumentActionProps;

describe('unpublishing a page', () => {
  it('names the redirect into the page once the Studio holds the path a rename published a moment before', async () => {
    // The editor opens the menu while the Studio still holds the path from before the rename.
    const { result, rerender } = renderHook((props: DocumentActionProps) => UnpublishPageAction(props), {
      initialProps: propsFor('zomer'),
    });
    await act(async () => {
      await (result.current as DocumentActionDescription).onHandle?.();
    });
    // Then the published rename reaches the Studio.
    rerender(propsFor('zomer-nieuw'));
    const dialog = (result.current as DocumentActionDescription).dialog as { content: ReactNode };
    render(<>{dialog.content}</>);
    expect(
      screen.getByText(/De doorverwijzing van \/zomer naar deze pagina wordt mee verwijderd/),
    ).toBeVisible();
  });
});
