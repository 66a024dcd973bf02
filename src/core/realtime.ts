// The realtime connection's protocol (issue 16, docs/realtime.md), shared by the server
// (server/services/realtime) and the client (src/local/realtime.ts).
//
//   GET /wp-json/hm/v1/realtime, upgraded to a WebSocket
//   client -> {type: 'auth', token: <firebase_token>, since: <cursor> | null}   (first frame, once)
//   server -> {type: 'auth_failed'} and closes          (a bad or expired token: fetch a new one)
//          -> {type: 'resync', cursor}                  (the cursor is older than what is kept)
//          -> {type: 'message'|'chat'|'notification'|'read', cursor, data}   (in cursor order)
//          -> {type: 'ready', cursor}                   (caught up: live events follow)
import * as v from 'valibot';
import { REALTIME_EVENT_TYPES, type RealtimeEventType } from './chat.ts';

export const REALTIME_PATH = '/wp-json/hm/v1/realtime';

/** A cursor: a realtime_events id. */
const CursorSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/** The client's first frame. A realtime token is a JWT of a few hundred characters. */
export const RealtimeAuthSchema = v.strictObject({
  type: v.literal('auth'),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  since: v.nullable(CursorSchema),
});
export type RealtimeAuth = v.InferOutput<typeof RealtimeAuthSchema>;

export interface RealtimeEventFrame {
  type: RealtimeEventType;
  cursor: number;
  data: Record<string, unknown>;
}

export type RealtimeServerFrame =
  | RealtimeEventFrame
  | { type: 'auth_failed' }
  | { type: 'resync'; cursor: number }
  | { type: 'ready'; cursor: number };

const ServerFrameSchema = v.variant('type', [
  v.object({
    type: v.picklist(REALTIME_EVENT_TYPES),
    cursor: CursorSchema,
    data: v.record(v.string(), v.unknown()),
  }),
  v.object({ type: v.literal('auth_failed') }),
  v.object({ type: v.picklist(['resync', 'ready']), cursor: CursorSchema }),
]);

/** A frame from the server, or undefined for anything else (a newer server's frame is ignored). */
export function parseServerFrame(text: string): RealtimeServerFrame | undefined {
  try {
    const parsed = v.safeParse(ServerFrameSchema, JSON.parse(text));
    return parsed.success ? (parsed.output as RealtimeServerFrame) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's limits and timings (docs/realtime.md); tests run the server with shorter ones. */
export const REALTIME_LIMITS = {
  /** A WebSocket ping this often; a socket that did not answer the last one is closed. */
  heartbeatMs: 25_000,
  /** The auth frame must arrive this soon after the upgrade. */
  authTimeoutMs: 5_000,
  /** Largest frame a client may send (only the auth frame is expected). */
  maxFrameBytes: 4096,
  /** Sockets one user may hold; a further one closes the user's oldest. */
  socketsPerUser: 10,
  /** Sockets one address may hold (also before they authenticate). */
  socketsPerAddress: 50,
  /** A socket whose unsent frames exceed this is closed (it reconnects and resumes). */
  maxBufferedBytes: 1 << 20,
  /**
   * Frames (data, ping or pong) a socket may send at once, and per second after that. The client
   * sends its auth frame and a pong per heartbeat; beyond this a socket is flooding: closed 1008.
   */
  framesBurst: 30,
  framesPerSecond: 3,
  /** Events are kept this long; an older cursor is told to resync. */
  retentionDays: 7,
} as const;

/** Close codes (4000-4999 are the application's). */
export const REALTIME_CLOSE = {
  /** No auth frame in time. */
  authTimeout: 4408,
  /** The token was refused (after an auth_failed frame). */
  authFailed: 4401,
  /** The first frame was not an auth frame. */
  badFrame: 4400,
  /** The user opened more sockets than allowed: the oldest is closed. */
  tooMany: 4429,
  /** The client did not read its frames fast enough, or the account's tokens were revoked. */
  dropped: 4410,
  /** The socket sent more frames than any client does (policy violation). */
  flooding: 1008,
  /** The server is shutting down. */
  goingAway: 1001,
} as const;
