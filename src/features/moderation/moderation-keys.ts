// The query keys of statements of reasons (issue 18); the console's queues have theirs in
// src/features/admin/moderation/admin-queues.ts, under the console's keys.
import { privateKey } from '../../local/query-client.ts';

export const moderationKeys = {
  decision: (owner: string, id: number) => [...privateKey(owner), 'decision', id] as const,
  decisions: (owner: string) => [...privateKey(owner), 'decision'] as const,
};
