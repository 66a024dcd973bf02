// What an instance warms before it listens (issue 33): the send's and the negotiation's statements
// prepared on each connection, in rolled-back rounds (services/warm-up.ts). One list, so the server
// (server/main.ts) and the benches' server (bench/serve-db.ts) are warmed alike.
import type { Database } from '../db/client.ts';
import { warmUpChatSends } from './chats/warm-up.ts';
import { warmUpOrders } from './orders/warm-up.ts';

/** Each warm-up in turn; each logs its own failure and never stops the start. */
export async function warmUpInstance(db: Database, connections: number): Promise<void> {
  await warmUpChatSends(db, connections);
  await warmUpOrders(db, connections);
}
