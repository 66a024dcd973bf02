// Forgets what is kept for a while only: idempotency claims and answers older than a day, view
// records of past days, ended rate limit windows (server/services/expiry-sweep.ts).
import { forgetRound } from '../services/expiry-sweep.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'old-records',
  everyMinutes: 5,
  atStart: true,
  run: ({ deps }) => forgetRound(deps.db),
});
