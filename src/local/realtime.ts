// The realtime connection of the signed-in client (issue 16, docs/realtime.md, protocol in
// src/core/realtime.ts): one WebSocket per client, opened by src/live-updates.ts once a user is
// logged in, closed on logout or when the user changes. It signs in with the realtime token of
// the login (a refused one is replaced once from POST /wc/v3/customers/me/firebase_auth), resumes
// from the last cursor it was given (kept per user in memory and local storage, so a reload
// resumes too), reconnects with exponential backoff and jitter, and hands each event to the
// handlers registered for its type in ONE table (onRealtime), as the outbox's replayers are.
import type { RealtimeEventType } from '../core/chat.ts';
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  parseServerFrame,
  type RealtimeServerFrame,
} from '../core/realtime.ts';

/** What a handler can be registered for: each event type, and `resync` (reload everything). */
export type RealtimeTopic = RealtimeEventType | 'resync';
export type RealtimeHandler = (data: Record<string, unknown>) => void;

const handlers = new Map<RealtimeTopic, Set<RealtimeHandler>>();

/** Register a handler for a topic; answers the function that removes it. */
export function onRealtime(topic: RealtimeTopic, handler: RealtimeHandler): () => void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

function dispatch(topic: RealtimeTopic, data: Record<string, unknown>): void {
  for (const handler of handlers.get(topic) ?? []) {
    try {
      handler(data);
    } catch (error) {
      // One broken handler must not stop the others, nor the connection.
      console.error('realtime handler', error);
    }
  }
}

/** Connections whose server said `ready` on their current socket (an app has one; tests more). */
const liveNow = new Set<object>();

/**
 * Whether the client's connection is live: the events of a write the user just made come back on
 * it (a sent message's `message` and `chat`, with the server's data), so the writer need not read
 * that data again. What happens while it is down comes with its next `ready` (the events since its
 * cursor, or a `resync`).
 */
export const realtimeLive = (): boolean => liveNow.size > 0;

/** The part of the browser's WebSocket the connection uses (`ws` in the tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(text: string): void;
  close(code?: number): void;
}

export interface RealtimeDeps {
  /** The ws:// or wss:// address of the realtime endpoint. */
  url: string;
  open(url: string): SocketLike;
  /** The realtime token kept from the login, if any. */
  storedToken(): string | undefined;
  /** A new realtime token from the server (kept for the next start by the caller). */
  freshToken(): Promise<string>;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  random?: () => number;
}

/** Backoff: from 1 s, doubling to at most 30 s, each wait a random part of it ("full jitter"). */
export const BACKOFF = { firstMs: 1000, maxMs: 30_000 } as const;

const cursorKey = (userId: number) => `hm.realtimeCursor.${userId}`;

export interface RealtimeConnection {
  /** The last cursor received. */
  readonly cursor: number | null;
  /** Whether the server said `ready` on the current socket. */
  readonly live: boolean;
  /** Close for good (logout, another user). */
  stop(): void;
  /** Reconnect now if waiting to (the browser is back online). */
  wake(): void;
}

/** Open the connection for `userId`; it keeps itself open until stop(). */
export function connectRealtime(userId: number, deps: RealtimeDeps): RealtimeConnection {
  const random = deps.random ?? Math.random;
  let cursor: number | null = readCursor();
  // Without a cursor the server starts from now: what changed since the screens loaded their data
  // is not told, so the first `ready` then counts as a resync.
  let blank = cursor === null;
  let socket: SocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  /** This connection among liveNow: in it while live. */
  const self = {};
  function setLive(value: boolean): void {
    if (value) liveNow.add(self);
    else liveNow.delete(self);
  }
  /** The token to send next; undefined: the stored one. */
  let token: string | undefined;
  /** Whether the token about to be sent was just fetched (a second refusal then backs off). */
  let fresh = false;

  function readCursor(): number | null {
    try {
      const kept = Number(deps.storage?.getItem(cursorKey(userId)) ?? NaN);
      return Number.isSafeInteger(kept) && kept >= 0 ? kept : null;
    } catch {
      return null;
    }
  }

  function keepCursor(next: number): void {
    cursor = next;
    try {
      deps.storage?.setItem(cursorKey(userId), String(next));
    } catch {
      // Storage full or disabled: the cursor lives as long as the page.
    }
  }

  function schedule(delayMs: number, then: () => void = open): void {
    clearTimeout(timer);
    timer = setTimeout(then, delayMs);
  }

  function backoff(then: () => void = open): void {
    const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** attempt);
    attempt += 1;
    schedule(Math.round(random() * ceiling), then);
  }

  function onFrame(frame: RealtimeServerFrame): void {
    switch (frame.type) {
      case 'auth_failed':
        return;
      case 'resync':
        keepCursor(frame.cursor);
        blank = false;
        dispatch('resync', {});
        return;
      case 'ready':
        keepCursor(frame.cursor);
        setLive(true);
        attempt = 0;
        fresh = false;
        if (blank) dispatch('resync', {});
        blank = false;
        return;
      default:
        // Never backwards: a frame at or below the cursor was handled already.
        if (cursor !== null && frame.cursor <= cursor) return;
        keepCursor(frame.cursor);
        dispatch(frame.type, frame.data);
    }
  }

  function open(): void {
    if (stopped) return;
    const sending = token ?? deps.storedToken();
    if (!sending) {
      void refresh();
      return;
    }
    const s = deps.open(deps.url);
    socket = s;
    let refused = false;
    s.onopen = () => s.send(JSON.stringify({ type: 'auth', token: sending, since: cursor }));
    s.onmessage = (event) => {
      if (socket !== s || typeof event.data !== 'string') return;
      const frame = parseServerFrame(event.data);
      if (frame?.type === 'auth_failed') refused = true;
      if (frame) onFrame(frame);
    };
    s.onerror = () => undefined;
    s.onclose = (event) => {
      if (socket !== s) return;
      socket = undefined;
      setLive(false);
      if (stopped) return;
      if (refused || event.code === REALTIME_CLOSE.authFailed) {
        // Spec 4: a refused token is replaced at once; a fresh one refused too is replaced again
        // after the backoff's wait (the account may be gone: the API calls will say so).
        token = undefined;
        if (fresh) backoff(() => void refresh());
        else void refresh();
        return;
      }
      backoff();
    };
  }

  async function refresh(): Promise<void> {
    try {
      token = await deps.freshToken();
      fresh = true;
      if (!stopped) open();
    } catch {
      if (!stopped) backoff(() => void refresh());
    }
  }

  open();
  return {
    get cursor() {
      return cursor;
    },
    get live() {
      return liveNow.has(self);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      const s = socket;
      socket = undefined;
      setLive(false);
      s?.close(1000);
    },
    wake() {
      if (stopped || socket) return;
      attempt = 0;
      schedule(0);
    },
  };
}

/** The endpoint's address for this page (ws:// beside http://, wss:// beside https://). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}
