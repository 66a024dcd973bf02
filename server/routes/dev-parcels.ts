// /dev/parcels/{number}/deliver: the DHL stand-in delivers a parcel now, so the end-to-end tests
// (the server runs as its own process) can move an order on without waiting 24 hours. Mounted
// only with the local stand-in (no DHL_* settings: server/app.ts), never with real DHL, and only
// for a client on this machine, like /dev/outbox. The job that follows the parcel (parcel-tracking,
// or return-tracking for a return parcel) is woken, so the order moves on within seconds rather
// than at the job's next scheduled round.
import { Hono } from 'hono';
import type { DhlStandIn } from '../adapters/dhl.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../lib/api-error.ts';
import { socketAddress } from '../lib/auth.ts';
import { isLoopbackAddress } from '../lib/loopback.ts';
import { parcelMoved } from '../services/fulfilment/timers.ts';

export function devParcelRoutes(db: Database, standIn: DhlStandIn) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!isLoopbackAddress(socketAddress(c))) throw new ApiError(404, 'rest_no_route', 'No route was found.');
    await next();
  });
  app.post('/:number/deliver', async (c) => {
    const number = c.req.param('number');
    if (!/^\d{10,39}$/.test(number)) throw new ApiError(404, 'rest_no_route', 'No route was found.');
    if (!standIn.deliver(number)) throw new ApiError(404, 'hm_label_not_found', 'No such parcel.');
    await parcelMoved(db, number);
    c.header('cache-control', 'no-store');
    return c.json({ tracking_number: number, status: 'delivered' });
  });
  return app;
}
