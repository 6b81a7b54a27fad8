import { createAuthStore, defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { createLakeClient, keepStudioRequestsLocal } from '../../../lake/browser/studio-client';
import { LAKE_PROJECT_ID } from '../../../lake/project';
import { STUDIO_LOGIN_PATH } from '../../../lib/domain/studio-access';
import { schemaTypes } from '../../../studio/schema';

// The comparator of `npm run bench:lake`: the Studio of Sanity's own default configuration (built by `sanity build`,
// the default structure, no tool, locale, action or structure of ours), reading the same local lake with the same
// schema. What it shares with the site's Studio is only what reaching the lake takes: its client, its sign-in, and
// the hosted features that the lake does not offer switched off.
keepStudioRequestsLocal();

export default defineConfig({
  name: 'vergelijking',
  projectId: LAKE_PROJECT_ID,
  dataset: 'production',
  unstable_clientFactory: createLakeClient,
  auth: createAuthStore({
    projectId: LAKE_PROJECT_ID,
    dataset: 'production',
    clientFactory: createLakeClient,
    loginMethod: 'cookie',
    redirectOnSingle: true,
    providers: [{ name: 'stroomplein', title: 'Stroomplein', url: STUDIO_LOGIN_PATH }],
  }),
  scheduledPublishing: { enabled: false },
  scheduledDrafts: { enabled: false },
  tasks: { enabled: false },
  beta: { eventsAPI: { documents: false } },
  document: { comments: { enabled: false } },
  plugins: [structureTool()],
  schema: { types: schemaTypes },
});
