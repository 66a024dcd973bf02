// Receipt confirmed for the buyer 2 days after delivery, or 14 days after shipping when no
// delivery is known, unless a problem is open; the payout released as the buyer's receipt does
// (server/services/fulfilment/receipt.ts, the same path).
import { autoReceiptRound } from '../services/fulfilment/receipt.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'auto-receipt',
  everyMinutes: 15,
  run: ({ deps, now }) => autoReceiptRound(deps.db, deps.payments, now),
});
