// A process of its own that tests/server/payout-crash.test.ts kills with kill -9 around a payout
// release: on the PGlite folder PGLITE_DIR (or TEST_DATABASE_URL), for the order ORDER_ID, with
// PayPal at the stand-in STAND_IN_URL. CRASH=after-record: the receipt's decision is committed
// (payout `releasing`), then it says "recorded" and hangs before sending. CRASH=after-call: it
// records it too and sends (server/services/fulfilment/payout.ts sendPayout): PayPal pays out, and
// it says "called" and hangs before the sending transaction commits.
import { paypalProvider, type PaymentProvider } from '../../../server/adapters/payments.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { lockFulfilment } from '../../../server/db/repositories/fulfilment.ts';
import { findOrder } from '../../../server/db/repositories/orders.ts';
import { inTransaction } from '../../../server/db/transaction.ts';
import { releasePayout, sendPayout } from '../../../server/services/fulfilment/payout.ts';

const dir = process.env.PGLITE_DIR;
const orderId = Number(process.env.ORDER_ID);
const database = await openDatabase(
  dir ? { kind: 'pglite', dir } : { kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' },
);
const hang = () => new Promise<never>(() => undefined);
const real = paypalProvider({
  clientId: 'standin-client',
  clientSecret: 'standin-secret',
  apiUrl: process.env.STAND_IN_URL ?? '',
  webhookId: 'WH-STANDIN-1',
});
const provider: PaymentProvider = {
  ...real,
  kind: real.kind,
  async releasePayout(tx, captureId, requestId) {
    await real.releasePayout(tx, captureId, requestId);
    console.log('called');
    return hang();
  },
};

// The receipt's decision (its transaction commits), then the send after the commit.
await inTransaction(database.db, async (tx) => {
  const f = await lockFulfilment(tx, orderId);
  const order = await findOrder(tx, orderId);
  if (!f || !order) throw new Error('no such order');
  await releasePayout(tx, order, f);
});
if (process.env.CRASH === 'after-record') {
  console.log('recorded');
  await hang();
}
await sendPayout(database.db, provider, orderId, new Date());
