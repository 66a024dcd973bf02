// A visitor who is not logged in may still have changes on this device: queued by a user whose
// session the server ended, kept for that user's next login. The header says so; this counts them
// on start (only a count is shown, nothing of what they are).
import { afterFirstScreen } from '../local/after-first-screen.ts';
import { mayHoldCopies } from '../local/db-presence.ts';
import { getSession, setSession } from './session-store.ts';

/**
 * Counts once the first screen is shown: opening IndexedDB must not delay it. A device that has
 * never created the app's database (a first visit) holds no changes, and fetches no database code
 * to find that out.
 */
export function showChangesAwaitingLogin(): void {
  afterFirstScreen(() => void count().catch(() => undefined));
}

async function count(): Promise<void> {
  if (!(await mayHoldCopies())) return;
  const db = await (await import('../local/db.ts')).localDb();
  const waiting = await db.outbox.filter((entry) => entry.state !== 'done').count();
  if (getSession().token === undefined) setSession({ awaitingLogin: waiting });
}
