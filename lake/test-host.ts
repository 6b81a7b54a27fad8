import { LakeError } from './errors';
import { configureLake } from './host';

/**
 * The lake under unit test, without a site around it: the dataset in `directory` (a copy of content/), every caller
 * anonymous, no other instances, nothing to do after a commit and no server of its own.
 */
export function configureLakeForTests(directory: string): void {
  configureLake({
    dataset: { name: 'production', directory },
    identify: async () => ({ kind: 'anonymous' }),
    afterCommit: async () => undefined,
    afterResponse: (work) => void work(),
    bus: { publish: async () => undefined },
    ownOrigin: () => undefined,
  });
}

/** The status and Dutch message of what `run` refuses with; a test fails when it is not refused. */
export async function refusal(
  run: () => unknown,
): Promise<{ status: number; message: string; details: Record<string, unknown> }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof LakeError)
      return { status: error.status, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
}
