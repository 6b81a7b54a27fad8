import 'server-only';
import type { LakeMessage } from './host';
import { announce } from './listeners';
import { deliverPresence } from './presence';

/**
 * What the lakes of other instances said, handed in by the site's message bus: a committed transaction for the
 * listeners here, an editor's presence for the windows here. Messages of other kinds are not the lake's.
 */
export function receiveFromOtherInstance(message: { kind: string }): void {
  const lakeMessage = message as LakeMessage;
  if (lakeMessage.kind === 'lake-transaction') void announce(lakeMessage.transaction);
  else if (lakeMessage.kind === 'presence') deliverPresence(lakeMessage.event);
}
