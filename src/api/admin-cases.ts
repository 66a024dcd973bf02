// The console's cases calls (issue 32, src/core/problems.ts): the queue of disputed and
// unanswered problems, and an admin's decision.
import * as v from 'valibot';
import { AdminCaseSchema, type AdminCase, type CaseDecisionInput } from '../core/problems.ts';
import { ADMIN, consoleQueue, type ConsoleQueue } from './admin.ts';
import { apiCall } from './client.ts';

/** GET /hm/v1/admin/cases: a case on day 25 or later first, then the oldest payment. */
export async function fetchCases(signal?: AbortSignal): Promise<ConsoleQueue<AdminCase>> {
  return consoleQueue(await apiCall(`${ADMIN}/cases`, v.array(AdminCaseSchema), { auth: true, signal }));
}

/** POST /hm/v1/admin/cases/{id}/decision */
export async function decideCase(id: number, input: CaseDecisionInput, key: string): Promise<AdminCase> {
  const { data } = await apiCall(`${ADMIN}/cases/${id}/decision`, AdminCaseSchema, {
    method: 'POST',
    body: input,
    auth: true,
    idempotencyKey: key,
  });
  return data;
}
