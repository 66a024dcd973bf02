// The sweep, at start and every few minutes: ads past their 60 days are marked expired (reads
// already treat them as expired, so nothing depends on this timer surviving a restart), and
// stored idempotent answers older than a day are forgotten.
import type { Database } from '../db/client.ts';
import { deleteOldKeys } from '../db/repositories/idempotency.ts';
import { expireOverdueProducts } from '../db/repositories/products.ts';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export function startExpirySweep(db: Database): () => void {
  const sweep = () =>
    Promise.all([expireOverdueProducts(db), deleteOldKeys(db)]).catch((error: unknown) =>
      console.error('sweep failed', error),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
