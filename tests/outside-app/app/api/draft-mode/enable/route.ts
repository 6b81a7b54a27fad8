import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { client, readToken } from '../../../../lib/sanity';

export const { GET } = defineEnableDraftMode({ client: client.withConfig({ token: readToken }) });
