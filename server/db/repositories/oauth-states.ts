// Social logins in progress (oauth_states): written when the browser leaves for the provider,
// spent when it comes back. A state is used at most once and only while it is young. Ages are
// computed by the database clock, the one that wrote created_at.
import { eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { oauthStates } from '../schema.ts';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

const olderThan = (maxAgeS: number) => sql`now() - ${Math.round(maxAgeS)}::int * interval '1 second'`;

export async function insertOAuthState(
  db: Database,
  values: Omit<OAuthStateRow, 'createdAt'>,
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/**
 * Delete the state and answer it if it was younger than `maxAgeS`. The delete is the read, so two
 * callbacks racing with the same state cannot both win.
 */
export async function takeOAuthState(
  db: Database,
  state: string,
  maxAgeS: number,
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.state, state))
    .returning({
      ...getTableColumns(oauthStates),
      fresh: sql<boolean>`${oauthStates.createdAt} > ${olderThan(maxAgeS)}`,
    });
  if (!row?.fresh) return undefined;
  const { fresh: _fresh, ...taken } = row;
  return taken;
}

/** Forget logins that were abandoned (the user never came back from the provider). */
export async function deleteStaleOAuthStates(db: Database, maxAgeS: number): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.createdAt, olderThan(maxAgeS)));
}
