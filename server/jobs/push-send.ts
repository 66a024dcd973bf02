// Pushes waiting in push_outbox: woken by each committed one (NOTIFY hm_push), every minute for
// retries and what no wake-up reached (server/services/push/sender.ts). The sender retries each
// push on its own schedule (Retry-After, its TTL), so a failed round is simply the next one.
import { PUSH_CHANNEL } from '../db/repositories/push.ts';
import { pushSender } from '../services/push/sender.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'push-send',
  everyMinutes: 1,
  atStart: true,
  wakeOn: PUSH_CHANNEL,
  retryLimit: 0,
  run: ({ deps }) => pushSender({ db: deps.db, config: deps.config }).drainOnce(),
});
