// A private read (the signed-in user's) that stays readable offline after a reload: each answer is
// kept on the device as a copy of that user's (src/local/private-copy.ts, loaded only when first
// needed); when the network fails, the copy is shown unless the cache already holds something,
// and the failure is still thrown, so the screen shows the copy with the failure beside it (as
// public answers are, src/local/device-query.ts). Nothing is kept or read without a user.
import type * as v from 'valibot';

const privateCopy = () => import('./private-copy.ts');

export interface PrivateCopy<S extends v.GenericSchema> {
  /** The copy's name, one per user (e.g. 'notifications', 'chat-messages:12_40_977'). */
  name: string;
  /** What a copy must still read as (an older app's copy that does not is ignored). */
  schema: S;
}

/** Keeps `value` as this user's copy (best effort: a full device keeps none). */
export function keepPrivateCopy(userId: number, name: string, value: unknown): Promise<void> {
  return privateCopy()
    .then((copy) => copy.savePrivateCopy(name, userId, value))
    .catch(() => undefined);
}

/** This user's copy as the device kept it; never another user's. */
export function readKeptCopy<S extends v.GenericSchema>(
  userId: number,
  copy: PrivateCopy<S>,
): Promise<v.InferOutput<S> | undefined> {
  return privateCopy()
    .then((copies) => copies.readPrivateCopy(copy.name, userId, copy.schema))
    .catch(() => undefined);
}

/**
 * Runs `fetch`; its answer is kept as `copy` for the user `owner` names (the signed-in user, who
 * at an app start may be known a moment after the token). When it fails (and was not called off),
 * `show` gets that user's kept copy, if there is one, before the failure is thrown.
 */
export async function withPrivateCopy<S extends v.GenericSchema>(
  owner: () => Promise<number | undefined>,
  copy: PrivateCopy<S>,
  fetch: () => Promise<v.InferOutput<S>>,
  show: (kept: v.InferOutput<S>) => void,
  signal: AbortSignal,
): Promise<v.InferOutput<S>> {
  try {
    const answer = await fetch();
    void owner().then((userId) => {
      if (userId !== undefined) void keepPrivateCopy(userId, copy.name, answer);
    });
    return answer;
  } catch (error) {
    const userId = signal.aborted ? undefined : await owner();
    if (userId !== undefined) {
      const kept = await readKeptCopy(userId, copy);
      if (kept !== undefined) show(kept);
    }
    throw error;
  }
}
