// The dev outbox as the /dev pages show it: the latest mails kept while no SMTP server is
// configured. Who may see them (loopback clients only) is decided by the route.
import type { Database } from '../db/client.ts';
import { latestOutboxMails, type OutboxMailRow } from '../db/repositories/mail-outbox.ts';

/** Enough to find a recent recovery link without paging. */
const SHOWN_MAILS = 100;

export function devOutboxService(db: Database) {
  return {
    /** The newest mails first. */
    latest: (): Promise<OutboxMailRow[]> => latestOutboxMails(db, SHOWN_MAILS),
  };
}

export type DevOutboxService = ReturnType<typeof devOutboxService>;
