// How many frames one realtime socket may send (issue 30, docs/realtime.md "Limits"): a token
// bucket, checked before a frame is read any further. The client sends one frame (auth) and a pong
// every heartbeat, so the budget is far above any real client's; a socket that exceeds it is
// flooding (5 such sockets cost the server 4 CPU-seconds in 10 s) and is closed with 1008.

export interface FrameBudgetLimits {
  /** Frames a socket may send at once (the bucket's size). */
  framesBurst: number;
  /** Frames per second a socket may keep sending (the bucket's refill). */
  framesPerSecond: number;
}

export class FrameBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly limits: FrameBudgetLimits,
    now: number = performance.now(),
  ) {
    this.tokens = limits.framesBurst;
    this.at = now;
  }

  /** Counts one frame; false once the socket sent more than its budget. Only arithmetic. */
  take(now: number = performance.now()): boolean {
    const refill = ((now - this.at) / 1000) * this.limits.framesPerSecond;
    this.tokens = Math.min(this.limits.framesBurst, this.tokens + refill);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * The addresses whose socket was closed for flooding, refused a new socket for a while: closing
 * alone is no remedy when the flooder connects again at once (5 such flooders still cost the server
 * 3.5 CPU-seconds in 10 s, mostly in the upgrades and sign-ins). The refusal comes at the upgrade,
 * before any work; a real client never floods, and one behind the same address backs off and
 * comes back (the socket cap per address is per address too).
 */
export class FloodPenalty {
  private readonly until = new Map<string, number>();

  constructor(private readonly penaltyMs: number) {}

  flooded(address: string, now: number = performance.now()): void {
    // Rare (flood closes only): forgetting the expired ones here keeps the map small.
    for (const [a, t] of this.until) if (t <= now) this.until.delete(a);
    this.until.set(address, now + this.penaltyMs);
  }

  refuses(address: string, now: number = performance.now()): boolean {
    const t = this.until.get(address);
    return t !== undefined && t > now;
  }
}
