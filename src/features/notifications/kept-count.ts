// The bell's count offline: the unread ones of the page the device kept for this user. Loaded only
// when the count cannot be fetched (unread-count.ts), so none of it weighs on the first screen.
import * as v from 'valibot';
import { readKeptCopy } from '../../local/private-query.ts';

const KeptCountSchema = v.object({ unread: v.number() });

export async function keptUnreadCount(userId: number, copyName: string): Promise<number | undefined> {
  return (await readKeptCopy(userId, { name: copyName, schema: KeptCountSchema }))?.unread;
}
