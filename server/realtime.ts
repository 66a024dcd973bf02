// The realtime connection's transport (issue 16, docs/realtime.md): upgrades
// GET /wp-json/hm/v1/realtime on the listening HTTP server to a WebSocket (`ws`), one
// RealtimeSession per socket, the heartbeat, the caps per address and per user, the one LISTEN
// of this instance that wakes the sockets. main.ts starts it beside the app; the tests and the
// bench start it on their own servers. Old events are pruned by a job (server/jobs/realtime-prune.ts).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { REALTIME_CLOSE, REALTIME_LIMITS, REALTIME_PATH } from '../src/core/realtime.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ChannelHandlers, Unlisten } from './db/listen.ts';
import { parseRealtimeSignal, REALTIME_CHANNEL } from './db/repositories/realtime-events.ts';
import { logError } from './lib/log.ts';
import { realtimeFeed, type RealtimeFeed } from './services/realtime/feed.ts';
import { FloodPenalty, FrameBudget } from './services/realtime/frame-budget.ts';
import { RealtimeHub } from './services/realtime/hub.ts';
import { RealtimeSession } from './services/realtime/session.ts';
import { tokenService } from './services/tokens.ts';

export type RealtimeLimits = { -readonly [K in keyof typeof REALTIME_LIMITS]: number } & {
  /** How often the account behind a long-lived socket is checked again (revoked tokens). */
  recheckMs: number;
  /** How long an address whose socket flooded is refused new sockets (429 at the upgrade). */
  floodPenaltyMs: number;
};

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  ...REALTIME_LIMITS,
  recheckMs: 5 * 60_000,
  floodPenaltyMs: 30_000,
};

export interface RealtimeOptions {
  server: Server;
  /** The database itself, not the app's scoped view (no request transaction applies here). */
  db: Database;
  config: Config;
  listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>;
  limits?: Partial<RealtimeLimits>;
}

export interface RealtimeServer {
  readonly hub: RealtimeHub;
  readonly feed: RealtimeFeed;
  /** Open sockets, authenticated or not. */
  readonly sockets: number;
  close(): Promise<void>;
}

interface Tracked {
  socket: WebSocket;
  session: RealtimeSession;
  alive: boolean;
  /** Which tick of the heartbeat's round visits it (see the heartbeat). */
  slot: number;
}

/**
 * The heartbeat visits the sockets in this many slices per interval. All at once, a thousand
 * sockets meant a thousand pings, pongs and (every recheckMs) account checks in one burst that
 * stalled every message for a few hundred milliseconds; after a restart, when every client
 * reconnects at once, the bursts would stay aligned for good.
 */
const HEARTBEAT_SLOTS = 25;

/** The client's address: the socket's, or X-Forwarded-For's first entry behind a trusted proxy. */
function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || req.socket.remoteAddress || 'unknown';
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** How long a flooding socket has to take its 1008 before it is cut off. */
const FLOODER_GRACE_MS = 1000;

/**
 * Counts a socket's frames before anything else is done with them (no decoding, no parsing). Over
 * the budget: closed with 1008, and nothing more is read from it (`pause`), so its flood costs
 * nothing from then on; a client that does not answer the close within a second is cut off.
 */
function frameCounter(
  ws: WebSocket,
  session: RealtimeSession,
  limits: RealtimeLimits,
  onFlood: () => void,
): () => boolean {
  const budget = new FrameBudget(limits);
  let flooded = false;
  return () => {
    if (flooded) return false;
    if (budget.take()) return true;
    flooded = true;
    onFlood();
    session.close(REALTIME_CLOSE.flooding, 'too many frames');
    ws.pause();
    setTimeout(() => ws.terminate(), FLOODER_GRACE_MS).unref();
    return false;
  };
}

export async function startRealtime(options: RealtimeOptions): Promise<RealtimeServer> {
  const limits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const { db, config } = options;
  const tokens = tokenService(db, { secret: config.jwtSecret, ttlHours: config.tokenTtlHours });
  const feed = realtimeFeed(db, tokens);
  const hub = new RealtimeHub(limits.socketsPerUser);
  const tracked = new Set<Tracked>();
  let nextSlot = 0;
  const perAddress = new Map<string, number>();
  const penalty = new FloodPenalty(limits.floodPenaltyMs);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  });

  const unlisten = await options.listen(REALTIME_CHANNEL, {
    onNotify: (payload) => {
      const signal = parseRealtimeSignal(payload);
      if (signal?.kind === 'wake') hub.wake(signal.userId);
      else if (signal?.kind === 'revoked') hub.revoke(signal.userId);
    },
    onReconnect: () => {
      hub.wakeAll();
      // A revocation may have been lost too: every socket's account is checked within the next
      // round of the heartbeat (spread over it, not all at once).
      for (const entry of tracked) entry.session.checkedAt = 0;
    },
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== REALTIME_PATH) {
      refuseUpgrade(socket, '404 Not Found');
      return;
    }
    const address = addressOf(req, config.trustProxy);
    const held = perAddress.get(address) ?? 0;
    if (held >= limits.socketsPerAddress || penalty.refuses(address)) {
      refuseUpgrade(socket, '429 Too Many Requests');
      return;
    }
    perAddress.set(address, held + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    };
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => {
      const session = new RealtimeSession(
        {
          send: (text) => ws.send(text),
          sendAll: (texts) => {
            // ws writes each frame at once; corked, the socket holds them and writes them in one.
            socket.cork();
            try {
              for (const text of texts) ws.send(text);
            } finally {
              socket.uncork();
            }
          },
          close: (code, reason) => ws.close(code, reason),
          get bufferedAmount() {
            return ws.bufferedAmount;
          },
        },
        feed,
        hub,
        limits,
      );
      const entry: Tracked = { socket: ws, session, alive: true, slot: nextSlot++ % HEARTBEAT_SLOTS };
      tracked.add(entry);
      const counted = frameCounter(ws, session, limits, () => penalty.flooded(address));
      ws.on('pong', () => {
        if (counted()) entry.alive = true;
      });
      ws.on('ping', counted);
      ws.on('message', (data) => {
        if (counted()) session.onFrame(data.toString());
      });
      // Too large a frame, a protocol error: ws closes the socket; the message is not logged.
      ws.on('error', () => undefined);
      ws.on('close', () => {
        tracked.delete(entry);
        session.closed();
        release();
      });
    });
  };
  options.server.on('upgrade', onUpgrade);

  // The heartbeat: a socket that did not answer the last ping is gone (a phone that lost its
  // network never says goodbye); the others are pinged again. Now and then, the account behind
  // a long-lived socket is checked again, so a revoked login stops receiving events.
  let tick = 0;
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const slot = tick++ % HEARTBEAT_SLOTS;
    for (const entry of tracked) {
      if (entry.slot !== slot) continue;
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
      if (now - entry.session.checkedAt >= limits.recheckMs)
        entry.session.recheck().catch((error: unknown) => logError('realtime recheck', error));
    }
  }, limits.heartbeatMs / HEARTBEAT_SLOTS);
  heartbeat.unref();

  return {
    hub,
    feed,
    get sockets() {
      return tracked.size;
    },
    async close() {
      options.server.off('upgrade', onUpgrade);
      clearInterval(heartbeat);
      for (const entry of tracked) {
        entry.session.closed();
        entry.socket.close(REALTIME_CLOSE.goingAway, 'server shutting down');
      }
      await unlisten();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
