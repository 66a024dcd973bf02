// More than one server (issue 16, docs/realtime.md): two instances of the app on one database,
// each with its own connection pool and its own one LISTEN connection. A message written through
// one reaches a client connected to the other, because the event is a row and NOTIFY only wakes
// every instance. On PostgreSQL (TEST_DATABASE_URL) the instances are as in production; on PGlite
// (one process) both share the embedded database and its in-process notifications.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/core/chat.ts';
import { setupTestServer } from './harness.ts';
import { chatKit, chatPath } from './support/chats.ts';
import { REALTIME_ENV, connectAs, startFileInstance, startSecondInstance } from './support/realtime.ts';

const server = setupTestServer({ env: REALTIME_ENV });
const kit = chatKit(server);

describe('two server instances on one database', () => {
  it('deliver a message written through one to a client connected to the other, once', async () => {
    const a = await startFileInstance(server);
    const b = await startSecondInstance(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const onB = await connectAs(b, seller);
    const onA = await connectAs(a, seller);
    const sendVia = async (port: number, message: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${chatPath(chat.id)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message, client_msg_id: `via-${port}-${message.length}` }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as ChatMessage;
    };
    // Sent over HTTP to instance A.
    const sent = await sendVia(a.port, 'über A');
    for (const socket of [onB, onA]) {
      const frame = await socket.waitFor((f) => f.type === 'message', 'the message');
      expect(frame.data).toMatchObject({ chatId: chat.id, message: { key: sent.key, message: 'über A' } });
    }
    // And the other way round: written through B, read on A.
    await sendVia(b.port, 'und über B');
    await onA.waitForCount((f) => f.type === 'message', 2, 'both messages on A');
    await onB.waitForCount((f) => f.type === 'message', 2, 'both messages on B');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const socket of [onA, onB]) {
      const cursors = socket.events().map((e) => e.cursor);
      expect(new Set(cursors).size).toBe(cursors.length);
      expect(socket.events().filter((e) => e.type === 'message')).toHaveLength(2);
    }
  });
});
