// Copies of a signed-in user's private answers kept on the device for offline reading (the
// notification centre's newest page). They live in the `account` table beside the user, so they
// go with the user: wiped at a logout and when the server ends the session (src/local/db.ts). Each
// copy also names the user it belongs to and is read back only for that user, so a second person
// on the same phone never sees the first one's copy, whatever happened in between.
import * as v from 'valibot';
import { localDb } from './db.ts';

const keyOf = (name: string) => `copy:${name}` as const;

/** Keeps `value` as the copy `name` of this user's (replacing any earlier copy, anyone's). */
export async function savePrivateCopy(name: string, userId: number, value: unknown): Promise<void> {
  const db = await localDb();
  await db.account.put({ key: keyOf(name), userId, value, cachedAt: Date.now() });
}

/** The copy `name` if it is this user's and still reads as `schema`; undefined otherwise. */
export async function readPrivateCopy<S extends v.GenericSchema>(
  name: string,
  userId: number,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  const row = await (await localDb()).account.get(keyOf(name));
  if (row?.userId !== userId) return undefined;
  const parsed = v.safeParse(schema, row.value);
  return parsed.success ? parsed.output : undefined;
}
