import { TrashIcon } from '@sanity/icons/Trash';
import { Box, Card, Flex, Spinner, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useClient, useSchema } from 'sanity';
import { IntentLink } from 'sanity/router';
// Type only: the lake's module runs on the server, its answer's shape is what the Studio reads.
import type { DeletedDocument } from '../lake/history';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; documents: DeletedDocument[] };

const WHEN = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeStyle: 'short' });

/** "verwijderd door Sofie Maes op 28 november 2026 om 09:12" */
export function deletedLine(document: DeletedDocument): string {
  return `verwijderd door ${document.deletedBy} op ${WHEN.format(new Date(document.deletedAt))}`;
}

/**
 * The "Verwijderd" list of the structure: documents deleted in the last 90 days, from the local lake's history. Each
 * opens the deleted document, where the Studio offers its most recent revision back. The local lake's own endpoint,
 * so the list is in the structure only without a hosted project.
 */
export function DeletedDocumentsPane() {
  const client = useClient({ apiVersion: '2025-02-19' });
  const schema = useSchema();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    client
      .request<{ documents: DeletedDocument[] }>({
        uri: `/data/history/${client.config().dataset}/deleted`,
        tag: 'stroomplein.deleted-list',
        signal: controller.signal,
      })
      .then(({ documents }) => setLoaded({ state: 'ready', documents }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [client]);

  if (loaded.state === 'loading') {
    return (
      <Flex align="center" justify="center" padding={5}>
        <Spinner muted />
      </Flex>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <Card margin={3} padding={3} radius={2} tone="critical">
        <Text size={1}>
          De lijst van verwijderde documenten kon niet geladen worden. Probeer het zo opnieuw.
        </Text>
      </Card>
    );
  }
  if (loaded.documents.length === 0) {
    return (
      <Box padding={4}>
        <Text muted size={1}>
          Geen documenten verwijderd in de laatste 90 dagen.
        </Text>
      </Box>
    );
  }
  return (
    <Stack as="ul" padding={2} gap={1} aria-label="Verwijderde documenten">
      {loaded.documents.map((document) => (
        <Box as="li" key={document.id}>
          <Card
            as={IntentLink}
            // IntentLink takes the intent and its parameters; Card passes them through. Opened at its last revision,
            // the editor sees what the restore brings back, and the Studio's toast names it.
            {...{ intent: 'edit', params: { id: document.id, type: document.type, rev: document.revision } }}
            padding={3}
            radius={2}
          >
            <Flex align="center" gap={3}>
              <Text size={2} muted>
                <TrashIcon />
              </Text>
              <Stack gap={2} flex={1}>
                <Text size={1} weight="medium" textOverflow="ellipsis">
                  {document.title ?? 'Naamloos'}
                </Text>
                <Text size={1} muted textOverflow="ellipsis">
                  {schema.get(document.type)?.title ?? document.type}, {deletedLine(document)}
                </Text>
              </Stack>
            </Flex>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
