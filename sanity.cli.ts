import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'unconfigured',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  // The CLI's tasks (schema extract, the content validation's worker) load the Studio through Vite, every module
  // transformed; lucide-react's index imports each of its icons, about half of that work: Node loads it as it is.
  vite: (config) => ({ ...config, ssr: { ...config.ssr, external: ['lucide-react'] } }),
  typegen: {
    path: './{app,components,lib}/**/*.{ts,tsx}',
    schema: './studio/schema.json',
    generates: './lib/domain/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
