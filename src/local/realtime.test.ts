// The client's realtime connection against a real WebSocket server (`ws`) speaking the protocol
// of src/core/realtime.ts: sign-in with the kept token, a refused token replaced once, events
// handed to the one handler table in order, the cursor kept per user and resumed after a drop
// or a reload, resync, and a stop that stays stopped.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { REALTIME_CLOSE } from '../core/realtime.ts';
import { connectRealtime, onRealtime, realtimeLive, type SocketLike } from './realtime.ts';

interface StubEvent {
  cursor: number;
  type: 'message' | 'chat' | 'notification' | 'read';
  data: Record<string, unknown>;
}

/** A stand-in realtime server: tokens it accepts, the user's events, the auth frames it got. */
async function stubServer() {
  const http: Server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  const state = {
    valid: new Set(['good']),
    events: [] as StubEvent[],
    prunedThrough: 0,
    auths: [] as { token: string; since: number | null }[],
    sockets: new Set<WebSocket>(),
  };
  http.on('upgrade', (req, socket, head) =>
    wss.handleUpgrade(req, socket, head, (ws) => {
      state.sockets.add(ws);
      ws.on('close', () => state.sockets.delete(ws));
      ws.on('message', (raw) => {
        const auth = JSON.parse(String(raw)) as { token: string; since: number | null };
        state.auths.push({ token: auth.token, since: auth.since });
        if (!state.valid.has(auth.token)) {
          ws.send(JSON.stringify({ type: 'auth_failed' }));
          ws.close(REALTIME_CLOSE.authFailed, 'auth failed');
          return;
        }
        const newest = state.events.at(-1)?.cursor ?? 0;
        let since = auth.since ?? newest;
        if (auth.since !== null && auth.since < state.prunedThrough) {
          ws.send(JSON.stringify({ type: 'resync', cursor: newest }));
          since = newest;
        }
        for (const e of state.events) if (e.cursor > since) ws.send(JSON.stringify(e));
        ws.send(JSON.stringify({ type: 'ready', cursor: newest }));
      });
    }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/wp-json/hm/v1/realtime`;
  return {
    url,
    state,
    /** A new event, sent live to every open socket. */
    push(type: StubEvent['type'], data: Record<string, unknown>) {
      const e = { cursor: (state.events.at(-1)?.cursor ?? 0) + 1, type, data };
      state.events.push(e);
      for (const ws of state.sockets) ws.send(JSON.stringify(e));
    },
    dropAll() {
      for (const ws of state.sockets) ws.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of state.sockets) ws.terminate();
        wss.close();
        http.close(() => resolve());
      }),
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within 3 s: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(opts: { stored?: string; fresh?: string[]; random?: () => number } = {}) {
  const server = await stubServer();
  cleanups.push(server.close);
  const storage = memoryStorage();
  const fresh = [...(opts.fresh ?? ['good'])];
  let fetched = 0;
  const received: { topic: string; data: Record<string, unknown> }[] = [];
  for (const topic of ['message', 'chat', 'notification', 'read', 'resync'] as const) {
    cleanups.push(onRealtime(topic, (data) => received.push({ topic, data })));
  }
  const start = () => {
    const connection = connectRealtime(7, {
      url: server.url,
      open: (url) => new WebSocket(url) as unknown as SocketLike,
      storedToken: () => opts.stored,
      freshToken: () => {
        fetched += 1;
        return Promise.resolve(fresh.shift() ?? 'good');
      },
      storage,
      random: opts.random ?? (() => 0),
    });
    cleanups.push(() => connection.stop());
    return connection;
  };
  return { server, storage, received, start, fetched: () => fetched };
}

describe('the realtime connection (client)', () => {
  it('signs in with the kept token, hands events to their handlers in order and keeps the cursor', async () => {
    const t = await setup({ stored: 'good' });
    t.server.push('message', { chatId: 'a', n: 1 });
    t.storage.setItem('hm.realtimeCursor.7', '0');
    const connection = t.start();
    await until(() => connection.live, 'ready');
    expect(t.server.state.auths).toEqual([{ token: 'good', since: 0 }]);
    t.server.push('chat', { chatId: 'a' });
    t.server.push('notification', { notification: { key: 1 } });
    await until(() => t.received.length === 3, 'three events');
    expect(t.received.map((r) => r.topic)).toEqual(['message', 'chat', 'notification']);
    expect(t.storage.map.get('hm.realtimeCursor.7')).toBe('3');
    expect(t.fetched()).toBe(0);
  });

  it('fetches a new token when the kept one is refused, and retries with it', async () => {
    const t = await setup({ stored: 'expired' });
    const connection = t.start();
    await until(() => connection.live, 'ready');
    expect(t.server.state.auths.map((a) => a.token)).toEqual(['expired', 'good']);
    expect(t.fetched()).toBe(1);
  });

  it('backs off when the new token is refused too, instead of asking again at once', async () => {
    const t = await setup({ stored: 'expired', fresh: ['revoked', 'revoked'], random: () => 1 });
    t.start();
    await until(() => t.server.state.auths.length === 2, 'two attempts');
    await new Promise((r) => setTimeout(r, 400));
    // The third attempt waits for the backoff (1 s at first).
    expect(t.server.state.auths.map((a) => a.token)).toEqual(['expired', 'revoked']);
    expect(t.fetched()).toBe(1);
  });

  it('reconnects after a drop and resumes from the last cursor, nothing twice', async () => {
    // Waits a fifth of the backoff: 200 ms before the first reconnect.
    const t = await setup({ stored: 'good', random: () => 0.2 });
    const connection = t.start();
    await until(() => connection.live, 'ready');
    // A sent message's own events come back on it (src/features/chat/sent-message.ts).
    expect(realtimeLive()).toBe(true);
    t.server.push('message', { n: 1 });
    await until(() => t.received.length === 2, 'the event'); // the blank start's resync, then it
    t.server.dropAll();
    await until(() => !connection.live, 'dropped');
    expect(realtimeLive()).toBe(false);
    // Missed while away: told on the way back.
    t.server.push('message', { n: 2 });
    t.server.push('read', { n: 3 });
    await until(() => connection.live, 'ready again');
    expect(realtimeLive()).toBe(true);
    expect(t.server.state.auths.at(-1)).toEqual({ token: 'good', since: 1 });
    expect(t.received.map((r) => [r.topic, r.data.n])).toEqual([
      ['resync', undefined],
      ['message', 1],
      ['message', 2],
      ['read', 3],
    ]);
  });

  it('resumes after a reload from the cursor kept for this user', async () => {
    const t = await setup({ stored: 'good' });
    t.server.push('message', { n: 1 });
    t.server.push('message', { n: 2 });
    t.storage.setItem('hm.realtimeCursor.7', '1');
    const connection = t.start();
    await until(() => connection.live, 'ready');
    expect(t.server.state.auths[0]?.since).toBe(1);
    expect(t.received.map((r) => r.data.n)).toEqual([2]);
  });

  it('calls the resync handlers when the server says the cursor is too old, or without a cursor', async () => {
    const t = await setup({ stored: 'good' });
    t.server.push('message', { n: 1 });
    t.server.push('message', { n: 2 });
    t.server.state.prunedThrough = 2;
    t.storage.setItem('hm.realtimeCursor.7', '1');
    const connection = t.start();
    await until(() => connection.live, 'ready');
    expect(t.received).toEqual([{ topic: 'resync', data: {} }]);
    expect(connection.cursor).toBe(2);
  });

  it('stays closed once stopped (logout)', async () => {
    const t = await setup({ stored: 'good' });
    const connection = t.start();
    await until(() => connection.live, 'ready');
    connection.stop();
    expect(realtimeLive()).toBe(false);
    await until(() => t.server.state.sockets.size === 0, 'closed');
    await new Promise((r) => setTimeout(r, 200));
    expect(t.server.state.sockets.size).toBe(0);
    expect(t.server.state.auths).toHaveLength(1);
  });
});
