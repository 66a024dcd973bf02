// DHL parcels of shipped orders, asked at DHL's Shipment Tracking API; a delivered one moves its
// order to `delivered` and tells both (server/services/fulfilment/timers.ts). Every 30 minutes: a
// free tracking key allows a limited number of calls a day, and delivery starts a 2-day timer.
import { PARCEL_TRACKING_JOB, parcelTrackingRound } from '../services/fulfilment/timers.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: PARCEL_TRACKING_JOB,
  everyMinutes: 30,
  run: ({ deps }) => parcelTrackingRound(deps.db, deps.parcels),
});
