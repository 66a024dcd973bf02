// The 60-day rule's sweep: ads past their end are marked expired at start and every few minutes.
// Reads already treat them as expired, so nothing depends on this timer surviving a restart.
import type { Database } from '../db/client.ts';
import { expireOverdueProducts } from '../db/repositories/products.ts';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export function startExpirySweep(db: Database): () => void {
  const sweep = () =>
    expireOverdueProducts(db).catch((error: unknown) => console.error('expiry sweep failed', error));
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
