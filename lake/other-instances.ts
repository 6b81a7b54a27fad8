import 'server-only';
import type { LakeMessage } from './host';
import { announceUnlogged } from './listeners';
import { deliverPresence } from './presence';
import { keepEphemeralChanges } from './store';

/**
 * What the lakes of other instances said, handed in by the site's message bus: that they committed a transaction
 * (the listeners here hear it from the shared folder's log, in the log's order; preview secrets live in memory and
 * come with the message), an editor's presence for the windows here. Messages of other kinds are not the lake's.
 */
export function receiveFromOtherInstance(message: { kind: string }): void {
  const lakeMessage = message as LakeMessage;
  if (lakeMessage.kind === 'lake-transaction') {
    keepEphemeralChanges(lakeMessage.transaction.changes);
    void announceUnlogged(lakeMessage.transaction);
  } else if (lakeMessage.kind === 'presence') deliverPresence(lakeMessage.event, lakeMessage.connection);
}
