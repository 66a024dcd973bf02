// The ad's and the order's row locks and the fulfilment-first steps (PostgreSQL only: it needs a
// second connection). Every order transition locks the ad, then the order, then the fulfilment;
// some fulfilment steps (the buyer's report, the receipt, the tracking rounds) lock the
// fulfilment alone and then write a domain event that refers to the ad and the order. Were the ad
// and the order locked FOR UPDATE, that event's foreign keys would wait for them while holding
// the fulfilment, and a seller's transition waiting for the fulfilment would deadlock with it
// (PostgreSQL aborts one: a 500). They are locked FOR NO KEY UPDATE, which a reference does not
// wait for, and still one after the other for every transition.
import { describe, expect, it } from 'vitest';
import { lockFulfilment } from '../../server/db/repositories/fulfilment.ts';
import { lockedOrder } from '../../server/services/payments/common.ts';
import { fulfilmentKit } from './support/fulfilment.ts';
import { orderKit, ORDER_ENV } from './support/orders.ts';
import { parallelTransaction } from './support/parallel-transaction.ts';
import { problemKit, REPORT } from './support/problems.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const p = problemKit(server);

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'on PostgreSQL: the ad’s lock and a fulfilment step',
  () => {
    it('a buyer’s report does not wait for a seller’s step holding the ad, which then takes the fulfilment', async () => {
      const deal = await f.paid();
      await f.ship(deal);
      // A seller's step (a refund, a cancel) has taken the ad's and the order's locks.
      let fulfilmentTaken = (): Promise<unknown> => Promise.resolve();
      const seller = await parallelTransaction(async (tx) => {
        await lockedOrder(tx, deal.order.id);
        fulfilmentTaken = () => lockFulfilment(tx, deal.order.id);
      });
      try {
        const report = await Promise.race([
          p.open(deal.buyer, deal.order.id, REPORT),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000)),
        ]);
        expect(report === 'waited' ? report : report.status).toBe(201);
        // The report committed; the seller's step goes on to the fulfilment, with no deadlock.
        await expect(fulfilmentTaken()).resolves.toMatchObject({ status: 'problem' });
      } finally {
        await seller.commit();
      }
    });
  },
);
