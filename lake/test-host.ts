import { configureLake } from './host';

/**
 * The lake under unit test, without a site around it: the dataset in `directory` (a copy of content/), every caller
 * anonymous, no other instances and nothing to do after a commit.
 */
export function configureLakeForTests(directory: string): void {
  configureLake({
    dataset: { name: 'production', directory },
    identify: async () => ({ kind: 'anonymous' }),
    afterCommit: async () => undefined,
    bus: { publish: async () => undefined },
  });
}
