import { Box, Button, Flex, Stack, Text } from '@sanity/ui';
import { CloudOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useClient, type DocumentActionComponent, type DocumentActionProps } from 'sanity';
import { isHostedContent } from '../lib/domain/content/config';
import { redirectsIntoRemovedPage, type StoredRedirect } from '../lib/domain/content/rename-redirects';

type WithSlug = { slug?: { current?: string } } | null | undefined;

const REDIRECTS_QUERY =
  '*[_type == "redirect" && !(_id in path("drafts.**"))]{ _id, source, destination, "permanent": coalesce(permanent, true) }';

/** Where a deleted page comes back from: the Verwijderd list on the local lake; hosted Sanity has none. */
const WAY_BACK = isHostedContent
  ? 'De pagina en haar concept verdwijnen.'
  : 'De pagina en haar concept verdwijnen. Je kunt ze de komende 90 dagen terughalen onder Verwijderd, onderaan de inhoud.';

const listPaths = (redirects: StoredRedirect[]) => redirects.map(({ source }) => source).join(', ');

/** What the confirmation says about the page's address and the redirects that go with it. */
function consequences(path: string | undefined, redirects: StoredRedirect[]): string {
  const offline = path ? `De pagina op /${path} is binnen een seconde niet meer te bezoeken.` : '';
  if (redirects.length === 0) return offline;
  const which =
    redirects.length === 1
      ? `De doorverwijzing van ${listPaths(redirects)} naar deze pagina wordt mee verwijderd`
      : `De ${redirects.length} doorverwijzingen naar deze pagina (${listPaths(redirects)}) worden mee verwijderd`;
  return `${offline} ${which}, zodat niemand op een ontbrekende pagina uitkomt.`.trim();
}

/**
 * Unpublish and delete for pages (documents with a path): one transaction of the Actions API takes the page off
 * the site and removes every redirect that led to it, so no old address ends in a 404; the confirmation names them.
 */
function removePageAction(kind: 'unpublish' | 'delete'): DocumentActionComponent {
  const RemovePage: DocumentActionComponent = (props: DocumentActionProps) => {
    const client = useClient({ apiVersion: '2025-10-01' });
    // Every stored redirect, read when the editor asks; the ones into this page are picked at each render, so a
    // rename published a moment earlier (the Studio may still hold the old path) is named once the Studio has it.
    const [storedRedirects, setStoredRedirects] = useState<StoredRedirect[] | null>(null);
    const [busy, setBusy] = useState(false);
    const path = ((props.published ?? props.draft) as WithSlug)?.slug?.current;
    const publishedPath = (props.published as WithSlug)?.slug?.current;
    const confirming =
      storedRedirects && (publishedPath ? redirectsIntoRemovedPage(publishedPath, storedRedirects) : []);
    if (kind === 'unpublish' && !props.published) return null;

    const run = async () => {
      setBusy(true);
      const redirects = confirming ?? [];
      const own =
        kind === 'unpublish'
          ? [
              {
                actionType: 'sanity.action.document.unpublish',
                draftId: `drafts.${props.id}`,
                publishedId: props.id,
              },
            ]
          : [
              {
                actionType: 'sanity.action.document.delete',
                publishedId: props.id,
                includeDrafts: props.draft ? [`drafts.${props.id}`] : [],
              },
            ];
      const cleanup = redirects.map(({ _id }) => ({
        actionType: 'sanity.action.document.delete',
        publishedId: _id,
        includeDrafts: [],
      }));
      try {
        // @sanity/client types each action strictly; these are the Actions API's own shapes.
        await client.action([...own, ...cleanup] as Parameters<typeof client.action>[0]);
      } finally {
        setBusy(false);
        setStoredRedirects(null);
      }
      props.onComplete();
    };

    return {
      label: kind === 'unpublish' ? 'Publicatie intrekken' : 'Verwijderen',
      title:
        kind === 'unpublish'
          ? 'Haalt de pagina van de website; het concept blijft in de Studio.'
          : 'Verwijdert de pagina en haar concept.',
      icon: kind === 'unpublish' ? CloudOff : Trash2,
      tone: 'critical',
      disabled: busy,
      onHandle: async () => {
        setStoredRedirects(publishedPath ? await client.fetch<StoredRedirect[]>(REDIRECTS_QUERY) : []);
      },
      dialog: confirming
        ? {
            type: 'dialog',
            header: kind === 'unpublish' ? 'Publicatie intrekken?' : 'Pagina verwijderen?',
            onClose: () => setStoredRedirects(null),
            content: (
              <Stack gap={4}>
                <Text>
                  {kind === 'unpublish'
                    ? 'Het concept blijft bewaard, zodat je de pagina later opnieuw kunt publiceren.'
                    : WAY_BACK}
                </Text>
                <Text>{consequences(kind === 'unpublish' ? path : publishedPath, confirming)}</Text>
              </Stack>
            ),
            footer: (
              <Box padding={3}>
                <Flex gap={2} justify="flex-end">
                  <Button mode="ghost" text="Annuleren" onClick={() => setStoredRedirects(null)} />
                  <Button
                    tone="critical"
                    text={kind === 'unpublish' ? 'Publicatie intrekken' : 'Verwijderen'}
                    disabled={busy}
                    onClick={() => void run()}
                  />
                </Flex>
              </Box>
            ),
          }
        : null,
    };
  };
  RemovePage.action = kind;
  return RemovePage;
}

export const UnpublishPageAction = removePageAction('unpublish');
export const DeletePageAction = removePageAction('delete');
