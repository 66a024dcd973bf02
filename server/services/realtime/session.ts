// One realtime socket's protocol (issue 16, src/core/realtime.ts, docs/realtime.md), apart from
// the WebSocket library: wait for the auth frame, check the token, register with the hub, send
// the backlog since the client's cursor (or tell it to resync), say `ready`, then send what each
// wake-up finds. One read runs at a time per socket and its cursor moves only forward, so nothing
// is sent twice or out of order; a wake-up during a read makes it read again.
import * as v from 'valibot';
import { REALTIME_CLOSE, RealtimeAuthSchema, type RealtimeServerFrame } from '../../../src/core/realtime.ts';
import { logError } from '../../lib/log.ts';
import type { TokenClaims } from '../tokens.ts';
import { FEED_PAGE, type RealtimeFeed } from './feed.ts';
import type { HubMember, RealtimeHub } from './hub.ts';

/** The socket as the session sees it (the `ws` socket in routes/realtime.ts). */
export interface Transport {
  send(text: string): void;
  /**
   * Several frames written to the network together: one system call for a wake-up's events
   * instead of one for each (a message is two events to each member, issue 33).
   */
  sendAll(texts: readonly string[]): void;
  close(code: number, reason: string): void;
  /** Bytes queued and not yet written to the network. */
  readonly bufferedAmount: number;
}

export interface SessionLimits {
  authTimeoutMs: number;
  maxBufferedBytes: number;
}

const frameText = (frame: RealtimeServerFrame): string => JSON.stringify(frame);

type State = 'waiting' | 'starting' | 'live' | 'closed';

export class RealtimeSession implements HubMember {
  private state: State = 'waiting';
  private claims: TokenClaims | undefined;
  private cursor = 0;
  private reading = false;
  private again = false;
  private readonly authTimer: NodeJS.Timeout;
  /** When the account's tokens were last checked (sessions outlive their five-minute token). */
  checkedAt = Date.now();

  constructor(
    private readonly transport: Transport,
    private readonly feed: RealtimeFeed,
    private readonly hub: RealtimeHub,
    private readonly limits: SessionLimits,
  ) {
    this.authTimer = setTimeout(
      () => this.close(REALTIME_CLOSE.authTimeout, 'auth timeout'),
      limits.authTimeoutMs,
    );
  }

  get userId(): number {
    return this.claims?.userId ?? 0;
  }

  /** A frame from the client: only the first, the auth frame, means anything. */
  onFrame(text: string): void {
    if (this.state !== 'waiting') return;
    this.state = 'starting';
    clearTimeout(this.authTimer);
    void this.start(text, performance.now()).catch((error: unknown) => this.fail(error));
  }

  private async start(text: string, startedAt: number): Promise<void> {
    let auth: v.InferOutput<typeof RealtimeAuthSchema>;
    try {
      auth = v.parse(RealtimeAuthSchema, JSON.parse(text));
    } catch {
      return this.close(REALTIME_CLOSE.badFrame, 'auth frame expected');
    }
    const claims = await this.feed.authenticate(auth.token);
    if (this.isClosed()) return;
    if (!claims) {
      this.send({ type: 'auth_failed' });
      return this.close(REALTIME_CLOSE.authFailed, 'auth failed');
    }
    this.claims = claims;
    this.checkedAt = Date.now();
    this.markPresent();
    // Registered before the first read: a wake-up from now on is not missed (it reads again).
    this.hub.add(this);
    // A revocation that came while the token was being checked found this socket not yet in the
    // hub: the token may have been read just before it, so it is checked once more.
    if (this.hub.revokedSince(claims.userId, startedAt)) this.revoked();
    const from = await this.feed.resumeFrom(claims.userId, auth.since);
    // The socket may have closed meanwhile (TypeScript keeps a narrowed field across awaits).
    if (this.isClosed()) return;
    if (from.resync) this.send({ type: 'resync', cursor: from.cursor });
    this.cursor = from.cursor;
    this.state = 'live';
    await this.read(async () => {
      // Pruned while the backlog was read: what was missed cannot be told, so reload.
      if (!from.resync && auth.since !== null && (await this.feed.prunedAfter(claims.userId, auth.since)))
        this.send({ type: 'resync', cursor: this.cursor });
      this.send({ type: 'ready', cursor: this.cursor });
    });
  }

  private isClosed(): boolean {
    return this.state === 'closed';
  }

  wake(): void {
    if (this.state === 'closed') return;
    if (this.state !== 'live' || this.reading) {
      this.again = true;
      return;
    }
    void this.read().catch((error: unknown) => this.fail(error));
  }

  /** Send every event after the cursor; `caughtUp` runs once, before any later read can start. */
  private async read(caughtUp?: () => Promise<void>): Promise<void> {
    this.reading = true;
    try {
      do {
        this.again = false;
        for (;;) {
          const events = await this.feed.eventsAfter(this.userId, this.cursor);
          if (this.state === 'closed') return;
          const last = events.at(-1);
          if (last) {
            this.transport.sendAll(
              events.map((e) => frameText({ type: e.type, cursor: e.id, data: e.data })),
            );
            this.cursor = last.id;
          }
          if (this.transport.bufferedAmount > this.limits.maxBufferedBytes) {
            // A client that does not read: drop it rather than hold its frames in memory. It
            // reconnects and resumes from the last cursor it received.
            return this.close(REALTIME_CLOSE.dropped, 'too slow');
          }
          if (events.length < FEED_PAGE) break;
        }
        if (caughtUp) await caughtUp();
        caughtUp = undefined;
      } while (this.again && this.state === 'live');
    } finally {
      this.reading = false;
    }
  }

  /**
   * Whether the account's tokens still stand: run at once when they were revoked (a logout
   * everywhere, a new password, a suspension: `revoked:` from any instance), and now and then by
   * the heartbeat in case such a notification was lost.
   */
  async recheck(): Promise<void> {
    if (this.state === 'closed' || !this.claims) return;
    this.checkedAt = Date.now();
    if (!(await this.feed.stillValid(this.claims))) this.close(REALTIME_CLOSE.dropped, 'signed out');
    else this.markPresent();
  }

  /** Signed in, every recheck while open, and closing: when the user last had the app open. */
  private markPresent(): void {
    if (this.claims)
      this.feed.present(this.claims.userId).catch((error: unknown) => logError('presence', error));
  }

  revoked(): void {
    this.recheck().catch((error: unknown) => this.fail(error));
  }

  evict(): void {
    this.close(REALTIME_CLOSE.tooMany, 'too many sockets');
  }

  /** The socket closed (by either side). */
  closed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.authTimer);
    if (this.claims) this.hub.remove(this);
    this.markPresent();
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.closed();
    this.transport.close(code, reason);
  }

  private send(frame: RealtimeServerFrame): void {
    if (this.state !== 'closed') this.transport.send(frameText(frame));
  }

  private fail(error: unknown): void {
    logError('realtime', error);
    this.close(1011, 'server error');
  }
}
