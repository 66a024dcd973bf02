// A problem the seller left unanswered for 3 days goes to the console's "Fälle" queue
// (server/services/fulfilment/problem-rounds.ts).
import { escalateProblems } from '../services/fulfilment/problem-rounds.ts';
import { defineJob } from './define.ts';

export default defineJob({
  name: 'problem-escalation',
  everyMinutes: 15,
  atStart: true,
  retryLimit: 3,
  run: ({ deps, now }) => escalateProblems(deps.db, now),
});
