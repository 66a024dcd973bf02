// The realtime connection itself (issue 16, docs/realtime.md): who may open it, what a socket
// that does not authenticate or answer gets, and its limits. Real WebSocket clients against the
// app listening on a real port, on PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_CLOSE, REALTIME_PATH } from '../../src/core/realtime.ts';
import { users } from '../../server/db/schema.ts';
import { setupTestServer } from './harness.ts';
import { orderKit } from './support/orders.ts';
import { REALTIME_ENV, connect, connectAs, startFileInstance } from './support/realtime.ts';

const server = setupTestServer({ env: REALTIME_ENV });
const kit = orderKit(server);

/** Resolves once `check` holds, polling; fails after 5 s. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the realtime connection', () => {
  it('lets a user in with the realtime token of the login and says ready with their cursor', async () => {
    const instance = await startFileInstance(server);
    const user = await kit.buyer();
    const client = await connectAs(instance, user);
    expect(client.frames).toEqual([{ type: 'ready', cursor: 0 }]);
    expect(instance.realtime.hub.size).toBe(1);
  });

  it('answers auth_failed and closes for a bad, an API or a revoked token', async () => {
    const instance = await startFileInstance(server);
    const user = await kit.buyer();
    const realtimeToken = await instance.realtimeToken(user);
    // The API token is not a realtime token (another audience).
    for (const token of ['not-a-jwt', user.token, `${realtimeToken.slice(0, -2)}xx`]) {
      const client = await connect(instance, { token, since: null });
      expect(await client.closed).toBe(REALTIME_CLOSE.authFailed);
      expect(client.frames).toEqual([{ type: 'auth_failed' }]);
    }
    // A new token version (logout everywhere, a new password) revokes the tokens issued before.
    await server.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    const revoked = await connect(instance, { token: realtimeToken, since: null });
    expect(await revoked.closed).toBe(REALTIME_CLOSE.authFailed);
    expect(instance.realtime.hub.size).toBe(0);
  });

  it('closes a socket whose first frame is not an auth frame', async () => {
    const instance = await startFileInstance(server);
    const client = await connect(instance);
    client.send({ type: 'hello' });
    expect(await client.closed).toBe(REALTIME_CLOSE.badFrame);
    expect(client.frames).toEqual([]);
  });

  it('closes a socket that sends no auth frame in time', async () => {
    const instance = await startFileInstance(server, { authTimeoutMs: 150 });
    const client = await connect(instance);
    expect(await client.closed).toBe(REALTIME_CLOSE.authTimeout);
  });

  it('closes a socket that sends a frame larger than the cap', async () => {
    const instance = await startFileInstance(server, { maxFrameBytes: 512 });
    const client = await connect(instance);
    client.send({ type: 'auth', token: 'x'.repeat(1000), since: null });
    expect(await client.closed).toBe(1009);
  });

  it('closes a socket that stops answering the heartbeat, and keeps one that answers', async () => {
    const instance = await startFileInstance(server, { heartbeatMs: 100 });
    const alive = await connectAs(instance, await kit.buyer());
    const dead = await connectAs(instance, await kit.buyer());
    expect(instance.realtime.sockets).toBe(2);
    // A phone that lost its network: nothing it receives is read, so no ping is answered.
    // (`ws` keeps its TCP socket as _socket; pausing it is the nearest to pulling the cable.)
    (dead.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await eventually(() => instance.realtime.sockets === 1, 'the dead socket closed');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    expect(instance.realtime.hub.size).toBe(1);
  });

  it("closes a user's oldest socket beyond the sockets a user may hold", async () => {
    const instance = await startFileInstance(server, { socketsPerUser: 2 });
    const user = await kit.buyer();
    const first = await connectAs(instance, user);
    await connectAs(instance, user);
    await connectAs(instance, user);
    expect(await first.closed).toBe(REALTIME_CLOSE.tooMany);
    expect(instance.realtime.hub.size).toBe(2);
  });

  it('closes a socket that floods frames with 1008, refuses its address a while, keeps a calm one', async () => {
    const instance = await startFileInstance(server);
    const calm = await connectAs(instance, await kit.buyer());
    const flooder = await connectAs(instance, await kit.buyer());
    // A few frames more than the client ever sends stay within the budget.
    for (let i = 0; i < 5; i++) calm.send({ type: 'ping' });
    for (let i = 0; i < 1000; i++) flooder.send({ type: 'ping' });
    expect(await flooder.closed).toBe(REALTIME_CLOSE.flooding);
    await eventually(() => instance.realtime.sockets === 1, 'the flooder gone');
    expect(calm.socket.readyState).toBe(WebSocket.OPEN);
    expect(instance.realtime.hub.size).toBe(1);
    // Connecting again at once does not get the flood going again: the address waits a while.
    await expect(connect(instance)).rejects.toThrow(/429/);
  });

  it('counts control frames too: a ping flood before any auth frame is closed with 1008', async () => {
    const instance = await startFileInstance(server);
    const client = await connect(instance);
    for (let i = 0; i < 1000; i++) client.socket.ping();
    expect(await client.closed).toBe(REALTIME_CLOSE.flooding);
  });

  it('refuses more sockets from one address than allowed, before any frame', async () => {
    const instance = await startFileInstance(server, { socketsPerAddress: 2 });
    await connect(instance);
    await connect(instance);
    await expect(connect(instance)).rejects.toThrow(/429/);
  });

  it('answers a plain request 426 in the API error shape', async () => {
    const instance = await startFileInstance(server);
    const res = await fetch(`http://127.0.0.1:${instance.port}${REALTIME_PATH}`);
    expect(res.status).toBe(426);
    expect(await res.json()).toMatchObject({ code: 'hm_websocket_required', data: { status: 426 } });
  });
});
