import 'server-only';
import type { LakeMessage } from './host';
import { announce } from './listeners';
import { deliverPresence } from './presence';
import { keepEphemeralChanges } from './store';

/**
 * What the lakes of other instances said, handed in by the site's message bus: a committed transaction for the
 * listeners here (the documents themselves are read from the shared folder, but preview secrets live in memory and
 * come with the message), an editor's presence for the windows here. Messages of other kinds are not the lake's.
 */
export function receiveFromOtherInstance(message: { kind: string }): void {
  const lakeMessage = message as LakeMessage;
  if (lakeMessage.kind === 'lake-transaction') {
    keepEphemeralChanges(lakeMessage.transaction.changes);
    void announce(lakeMessage.transaction);
  } else if (lakeMessage.kind === 'presence') deliverPresence(lakeMessage.event);
}
