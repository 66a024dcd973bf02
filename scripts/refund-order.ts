// The operator's refund: `npm run refund -- <orderId>`. Returns the money of a completed order
// through the configured payment provider (the same service the seller's refund button uses)
// and marks the order refunded; the ad stays sold. Reads the same settings as the server
// (DATABASE_URL or DATA_DIR, PAYPAL_*). A refunded order is left as it is.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paymentProvider, type PaymentProvider } from '../server/adapters/payments.ts';
import { localStorage } from '../server/adapters/storage.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { findOrder } from '../server/db/repositories/orders.ts';
import { ApiError } from '../server/lib/api-error.ts';
import { orderService } from '../server/services/orders.ts';
import { paymentService } from '../server/services/payments.ts';
import { RateLimiter } from '../server/services/rate-limit.ts';

/** Refund order `orderId` as the operator; the order's status afterwards. */
export async function refundOrder(
  db: Database,
  config: Config,
  orderId: number,
  provider: PaymentProvider = paymentProvider(config),
): Promise<string> {
  const limiter = new RateLimiter(db, config.authRateLimitScale);
  const orders = orderService({
    db,
    storage: localStorage(join(resolve(config.dataDir), 'uploads')),
    limiter,
  });
  await paymentService({ db, provider, orders, limiter }).refund(null, orderId);
  return (await findOrder(db, orderId))?.status ?? 'unknown';
}

async function main(args: readonly string[]): Promise<number> {
  const [id] = args;
  if (!id || !/^\d{1,9}$/.test(id)) {
    console.error('usage: npm run refund -- <orderId>');
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: join(resolve(config.dataDir), 'db') },
  );
  try {
    const status = await refundOrder(database.db, config, Number(id));
    console.log(`order ${id}: ${status}`);
    return 0;
  } catch (error) {
    // The service's refusals in words (not completed, unknown order, provider down); the rest thrown.
    if (error instanceof ApiError) {
      console.error(`order ${id}: not refunded (${error.code}: ${error.message})`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
