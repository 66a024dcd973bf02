// How the orders bench's buyers learn that their order changed, between their reads of it:
// - `polling` (the default, the bench of issue 33's figures): a read every 40-80 ms, 25 at most;
// - `onEvents` (BENCH_ORDER_READS=events): as the app learns it (src/live-updates.ts), over the
//   buyer's realtime socket: a notification, or an order's step in the chat (a system message),
//   and then one read. A buyer told of nothing for IDLE_MS stops looking, as a user puts the phone
//   away (an order frozen behind another's purchase hears of nothing more).
import type { Actor } from './lib/marketplace-seed.ts';
import { connect, inBatches, type BenchSocket } from './realtime/sockets.ts';

export interface Pace {
  /** Waits until the buyer would read its order; false when it stops looking. */
  beforeRead(buyerId: number): Promise<boolean>;
  /** After the buyer acted on what it read. */
  afterRound(): Promise<void>;
  readonly label: 'polling' | 'events';
  close(): Promise<void>;
}

const IDLE_MS = 2_000;

const sleep = (msec: number) => new Promise<void>((resolve) => setTimeout(resolve, msec));
const jitter = (base: number) => base + Math.floor(Math.random() * base);

export const polling: Pace = {
  beforeRead: () => Promise.resolve(true),
  afterRound: () => sleep(jitter(40)),
  label: 'polling',
  close: () => Promise.resolve(),
};

/** A buyer's changes not read yet, and its waiting read. */
interface Changes {
  unseen: boolean;
  wake?: () => void;
}

/** Each buyer over a realtime socket of its own, each from an address of its own (the server trusts X-Forwarded-For). */
export async function onEvents(
  port: number,
  buyers: readonly (Actor & { realtimeToken: string })[],
): Promise<Pace> {
  const changes = new Map<number, Changes>(buyers.map((b) => [b.id, { unseen: false }]));
  const told = (userId: number) => {
    const mine = changes.get(userId);
    if (!mine) return;
    if (mine.wake) mine.wake();
    else mine.unseen = true;
  };
  const sockets: BenchSocket[] = await inBatches(buyers, 20, (buyer) =>
    connect({
      port,
      userId: buyer.id,
      token: buyer.realtimeToken,
      since: null,
      address: `10.9.${(buyer.id >> 8) & 255}.${buyer.id & 255}`,
      onMessage: () => undefined,
      onEvent: (type, orderStep) => {
        if (type === 'notification' || (type === 'message' && orderStep)) told(buyer.id);
      },
    }),
  );
  return {
    async beforeRead(buyerId) {
      const mine = changes.get(buyerId);
      if (!mine) return false;
      if (mine.unseen) {
        mine.unseen = false;
        return true;
      }
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          mine.wake = undefined;
          resolve(false);
        }, IDLE_MS);
        mine.wake = () => {
          clearTimeout(timer);
          mine.wake = undefined;
          resolve(true);
        };
      });
    },
    afterRound: () => Promise.resolve(),
    label: 'events',
    async close() {
      await Promise.all(sockets.map((s) => s.close()));
    },
  };
}
