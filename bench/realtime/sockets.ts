// The realtime section's clients: one WebSocket per user, as the app opens it (docs/realtime.md),
// each from an address of its own (X-Forwarded-For; the server trusts it in the bench, as behind
// a proxy), and a log that times every chat message from its send to the other member's socket.
import WebSocket from 'ws';
import { REALTIME_PATH } from '../../src/core/realtime.ts';

/**
 * The little of a server frame the bench reads. The app validates every frame (parseServerFrame
 * in src/core/realtime.ts); these clients share the machine's two cores with the server and
 * PostgreSQL, so they do no more than counting needs (the validation cost them a fifth of their CPU).
 */
interface Frame {
  type?: unknown;
  cursor?: unknown;
  data?: { message?: { message?: unknown; kind?: unknown } };
}

export interface BenchSocket {
  userId: number;
  /** The last cursor this socket was sent (to resume from after a reconnect). */
  cursor(): number;
  close(): Promise<void>;
}

/** What a socket does with the text of each chat message it is sent. */
export type OnMessage = (userId: number, text: string) => void;

/** Opens a socket for `userId` and resolves once the server says it is caught up (`ready`). */
export function connect(options: {
  port: number;
  userId: number;
  token: string;
  since: number | null;
  address: string;
  onMessage: OnMessage;
  /**
   * Told of every other frame after `ready`: its type, and for a chat message whether it is an
   * order's step (a system message), the two the app reloads an order for (src/live-updates.ts).
   */
  onEvent?: (type: string, orderStep: boolean) => void;
}): Promise<BenchSocket> {
  const { port, userId, onMessage } = options;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, {
    headers: { 'x-forwarded-for': options.address },
  });
  let cursor = options.since ?? 0;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket of user ${userId} not ready in 30 s`)), 30_000);
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'auth', token: options.token, since: options.since })),
    );
    socket.on('error', reject); // after `ready`, a late error only closes the socket
    socket.once('close', (code) => reject(new Error(`socket of user ${userId} closed (${code})`)));
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (typeof frame.cursor === 'number') cursor = Math.max(cursor, frame.cursor);
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve({
          userId,
          cursor: () => cursor,
          close: () => {
            socket.close();
            return closed;
          },
        });
      } else if (frame.type === 'message') {
        const text = frame.data?.message?.message;
        if (typeof text === 'string') onMessage(userId, text);
      }
      if (frame.type !== 'ready' && typeof frame.type === 'string')
        options.onEvent?.(frame.type, frame.data?.message?.kind === 'system');
    });
  });
}

/** Runs `work` over `items`, at most `parallel` at a time. */
export async function inBatches<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += parallel) {
    results.push(...(await Promise.all(items.slice(i, i + parallel).map(work))));
  }
  return results;
}

/**
 * Messages sent and where they arrived: each text is unique (`m<seq>`), sent to one recipient.
 * A text arriving twice at its recipient is a duplicate; one that never arrives is lost.
 */
export class DeliveryLog {
  private readonly sent = new Map<string, { at: number; to: number }>();
  private readonly arrived = new Map<string, number>();
  readonly latencies: number[] = [];
  /** Each arrival's send time and latency (ms), for a timeline. */
  readonly arrivals: { sentAt: number; latency: number }[] = [];
  duplicates = 0;
  lastArrival = 0;

  expect(text: string, to: number): void {
    this.sent.set(text, { at: performance.now(), to });
  }

  /** The server refused a send (a rate limit): nothing is expected for it. */
  forget(text: string): void {
    this.sent.delete(text);
  }

  readonly onMessage: OnMessage = (userId, text) => {
    const sent = this.sent.get(text);
    if (!sent || sent.to !== userId) return; // the sender's own copy, or another phase's text
    if (this.arrived.has(text)) {
      this.duplicates++;
      return;
    }
    const now = performance.now();
    this.arrived.set(text, now);
    this.latencies.push(now - sent.at);
    this.arrivals.push({ sentAt: sent.at, latency: now - sent.at });
    this.lastArrival = now;
  };

  get expected(): number {
    return this.sent.size;
  }

  get delivered(): number {
    return this.arrived.size;
  }
}
