// 3 days after the payment with nothing shipped, the seller is reminded once
// (server/services/fulfilment/timers.ts).
import { shipByReminderRound } from '../services/fulfilment/timers.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'ship-by-reminder',
  everyMinutes: 15,
  run: ({ deps, now }) => shipByReminderRound(deps.db, now),
});
