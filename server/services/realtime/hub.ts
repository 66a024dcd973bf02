// The sockets of one server instance by user (issue 16, docs/realtime.md). A wake-up names a user
// (NOTIFY hm_realtime '<userId>', from whichever instance wrote); each of that user's sockets
// then reads its own rows after its own cursor, so a socket gets every event once, in order,
// whichever instance wrote it and however many wake-ups arrived.

/** What the hub needs of a socket (./session.ts). */
export interface HubMember {
  readonly userId: number;
  /** Read and send what is new after this socket's cursor. */
  wake(): void;
  /** Close it (too many sockets of one user). */
  evict(): void;
  /** The user's tokens were revoked: check this socket's token again, closing it if it fell. */
  revoked(): void;
}

/**
 * How long a revocation is remembered for sockets still signing in: one whose token was checked
 * before the revocation's commit but that joins the hub after its notification must not miss it.
 */
const REVOCATION_MEMORY_MS = 60_000;

export class RealtimeHub {
  private readonly users = new Map<number, Set<HubMember>>();
  /** When each user's tokens were last revoked (performance.now()), for REVOCATION_MEMORY_MS. */
  private readonly revocations = new Map<number, number>();

  constructor(private readonly socketsPerUser: number) {}

  /** Register a socket; beyond the user's limit the user's oldest one is closed. */
  add(member: HubMember): void {
    let mine = this.users.get(member.userId);
    if (!mine) this.users.set(member.userId, (mine = new Set()));
    mine.add(member);
    while (mine.size > this.socketsPerUser) {
      const [oldest] = mine;
      if (!oldest) break;
      mine.delete(oldest);
      oldest.evict();
    }
  }

  remove(member: HubMember): void {
    const mine = this.users.get(member.userId);
    if (!mine) return;
    mine.delete(member);
    if (mine.size === 0) this.users.delete(member.userId);
  }

  wake(userId: number): void {
    for (const member of this.users.get(userId) ?? []) member.wake();
  }

  /** A user's tokens were revoked (on whichever instance): every socket of theirs checks again. */
  revoke(userId: number, now: number = performance.now()): void {
    // Revocations are rare (a logout everywhere, a new password): forgetting old ones here keeps
    // the map small without a timer of its own.
    for (const [id, at] of this.revocations) if (now - at > REVOCATION_MEMORY_MS) this.revocations.delete(id);
    this.revocations.set(userId, now);
    for (const member of this.users.get(userId) ?? []) member.revoked();
  }

  /** Whether the user's tokens were revoked at or after `since` (performance.now()). */
  revokedSince(userId: number, since: number): boolean {
    const at = this.revocations.get(userId);
    return at !== undefined && at >= since;
  }

  /** After the listener reconnected: wake-ups may have been lost meanwhile. */
  wakeAll(): void {
    for (const mine of this.users.values()) for (const member of mine) member.wake();
  }

  /** How many sockets are registered (authenticated). */
  get size(): number {
    let n = 0;
    for (const mine of this.users.values()) n += mine.size;
    return n;
  }
}
