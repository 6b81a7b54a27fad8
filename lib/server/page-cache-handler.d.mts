/** Next's cache handler for pages and data (see page-cache-handler.mjs); typed as far as tests call it. */
export default class PageCache {
  constructor(context: Record<string, unknown>);
  get(key: string, context: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: object | null, context: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
