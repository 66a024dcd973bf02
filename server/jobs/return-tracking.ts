// Return parcels of accepted returns (issue 32): once DHL delivered one to the seller, the buyer
// is refunded (server/services/fulfilment/problem-rounds.ts).
import { RETURN_TRACKING_JOB, trackReturns } from '../services/fulfilment/problem-rounds.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: RETURN_TRACKING_JOB,
  everyMinutes: 30,
  retryLimit: 3,
  run: async ({ deps, now }) => {
    await trackReturns(deps.db, deps.parcels, deps.payments, now);
  },
});
