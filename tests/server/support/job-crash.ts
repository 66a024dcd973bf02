// The job the crash test runs on two instances (./job-instance.ts and tests/server/jobs.test.ts):
// a round running for 2 s counts as dead and is tried again after 1 s.
import type { JobDefinition } from '../../../server/jobs/define.ts';

export const crashJob = (name: string): Omit<JobDefinition, 'run'> => ({
  name,
  expireSeconds: 2,
  retryLimit: 3,
  retryDelaySeconds: 1,
});
