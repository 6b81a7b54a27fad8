import 'server-only';
import { LakeError } from './errors';
import { lakeHost } from './host';

/**
 * Who calls the lake. The site tells (its host's `identify`): an editor may read drafts and write; a signed-in
 * visitor who is not an editor reads like an anonymous caller and may not write.
 */

export interface LakeUser {
  uid: string;
  email: string;
  name: string;
}

export type LakeIdentity =
  { kind: 'anonymous' } | ({ kind: 'visitor' } & LakeUser) | ({ kind: 'editor' } & LakeUser);

export async function identify(request: Request): Promise<LakeIdentity> {
  try {
    return await lakeHost().identify(request);
  } catch {
    throw new LakeError(503, 'De accounts zijn even niet bereikbaar; probeer het zo dadelijk opnieuw.');
  }
}

export function requireEditor(identity: LakeIdentity): asserts identity is { kind: 'editor' } & LakeUser {
  if (identity.kind === 'anonymous') {
    throw new LakeError(401, 'Meld je aan als redacteur om inhoud te wijzigen.');
  }
  if (identity.kind !== 'editor') {
    throw new LakeError(403, 'Je account heeft geen redacteursrechten; vraag ze aan een beheerder.');
  }
}
