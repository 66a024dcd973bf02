// The saved searches' daily digest at 08:00 German time (server/services/search-digest.ts).
import { searchDigestService } from '../services/search-digest.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'search-digest',
  everyMinutes: 1,
  run: ({ deps, now }) => searchDigestService(deps).sweep(deps.origin, now),
});
