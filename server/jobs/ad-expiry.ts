// Ads ending (the seller warned) and ended (expired, the seller told), and negotiations past
// their 48 hours (server/services/expiry-sweep.ts).
import { expireRound } from '../services/expiry-sweep.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'ad-expiry',
  everyMinutes: 5,
  atStart: true,
  run: ({ deps }) => expireRound(deps.db),
});
