// E-mail when away: messages and proposals unseen for 15 minutes (server/services/away-mail.ts).
import { awayMailService } from '../services/away-mail.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'away-mails',
  everyMinutes: 1,
  run: ({ deps, now }) => awayMailService(deps).sweep(deps.origin, now),
});
