// New ads matched against the saved searches: woken after each publishing COMMIT, every minute
// for the ads no wake-up reached (server/services/saved-search-alerts.ts).
import { drainSavedSearchAlerts, SAVED_SEARCH_ALERTS_JOB } from '../services/saved-search-alerts.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: SAVED_SEARCH_ALERTS_JOB,
  everyMinutes: 1,
  atStart: true,
  run: ({ deps }) => drainSavedSearchAlerts(deps.db),
});
