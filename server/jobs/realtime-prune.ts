// Removes the realtime feed's events older than the retention (7 days), recording per user how
// far they were removed (server/services/realtime/feed.ts, docs/realtime.md).
import { pruneRealtimeFeed } from '../services/realtime/feed.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'realtime-prune',
  everyMinutes: 60,
  atStart: true,
  run: ({ deps, now }) => pruneRealtimeFeed(deps.db, now),
});
