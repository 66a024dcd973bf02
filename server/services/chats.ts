// Chat per ad (issue 16): the service the chat, report and block routes call, put together from
// one file per job in ./chats/:
//   reads.ts            membership (403 hm_chat_forbidden), the list, one chat, message pages
//   writes.ts           opening a chat, sending (exactly once per client_msg_id), reads
//   safety.ts           blocks and reports
//   post.ts             writing one message with its realtime events, under the chat's lock
//   system-messages.ts  the order's steps as system messages (from recordEvent)
//   json.ts             the answers' shapes
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { chatReads } from './chats/reads.ts';
import { chatSafety } from './chats/safety.ts';
import { chatWrites } from './chats/writes.ts';
import type { RateLimiter } from './rate-limit.ts';

export function chatService(deps: { db: Database; storage: Storage; limiter: RateLimiter }) {
  const reads = chatReads(deps);
  return {
    get: reads.answer,
    /** 403 hm_chat_forbidden unless `userId` is a member (the routes ask before reading a body). */
    assertMember: reads.assertMember,
    list: reads.list,
    messages: reads.messages,
    ...chatWrites({ ...deps, reads }),
    ...chatSafety({ ...deps, reads }),
  };
}

export type ChatService = ReturnType<typeof chatService>;
