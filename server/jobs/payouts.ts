// Held payouts decided (the receipt, auto-receipt, the not-shipped cancel) but not yet answered
// by PayPal (a crash, PayPal unreachable): sent again with the same PayPal-Request-Id, so each
// is one payout or refund at PayPal (server/services/fulfilment/payout.ts).
import { sendPendingPayouts } from '../services/fulfilment/payout.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'payouts',
  everyMinutes: 1,
  atStart: true,
  run: ({ deps, now }) => sendPendingPayouts(deps.db, deps.payments, now),
});
