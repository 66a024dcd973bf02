// Photos no ad took within a day, with their files, and upload temp files whose process died
// (server/services/expiry-sweep.ts, server/lib/upload-temp.ts).
import { fileSweepRound } from '../services/expiry-sweep.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'file-sweep',
  everyMinutes: 5,
  atStart: true,
  run: ({ deps }) => fileSweepRound(deps.db, deps.storage),
});
