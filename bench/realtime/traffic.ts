// The realtime section's traffic: chats opened and messages sent over HTTP as the app sends them,
// and a rate's messages sent open-loop, timed from their send to their arrival (sockets.ts).
import { randomUUID } from 'node:crypto';
import { apiCall } from '../lib/api-call.ts';
import type { Actor, BenchAd } from '../lib/marketplace-seed.ts';
import { summarise } from '../lib/stats.ts';
import { printTimeline, type RateResult } from './report.ts';
import type { DeliveryLog } from './sockets.ts';

/** A missed message the server will not deliver any more (the run waits this long for stragglers). */
const GRACE_MS = 5_000;

export interface Chat {
  id: string;
  buyer: Actor;
  seller: Actor;
}

export const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));

export async function openChat(port: number, buyer: Actor, ad: BenchAd): Promise<Chat> {
  const { status, body } = await apiCall(port, buyer, 'POST', '/hm/v1/chats', {
    body: { product_id: ad.id },
  });
  const id = (body as { id?: unknown } | undefined)?.id;
  if ((status !== 201 && status !== 200) || typeof id !== 'string')
    throw new Error(`chat not opened: ${status}`);
  return { id, buyer, seller: ad.seller };
}

let sequence = 0;
/** Sends one message of `from` in `chat` and tells the log whom it is for; answers the status. */
export async function send(port: number, chat: Chat, from: Actor, log: DeliveryLog): Promise<number> {
  const text = `m${++sequence}`;
  log.expect(text, from === chat.buyer ? chat.seller.id : chat.buyer.id);
  // As the app's outbox sends it: a client_msg_id and an Idempotency-Key of its own.
  const key = randomUUID();
  const attempt = () =>
    apiCall(port, from, 'POST', `/hm/v1/chats/${chat.id}/messages`, {
      body: { message: text, client_msg_id: `rt-${text}` },
      idempotencyKey: key,
    });
  try {
    // A kept-alive connection the server closed just as it was reused fails before any answer;
    // like the outbox, the send goes again with the same key (it cannot be stored twice).
    const { status } = await attempt().catch(attempt);
    if (status !== 201) log.forget(text);
    return status;
  } catch {
    log.forget(text);
    return 0;
  }
}

/** Messages at `rate` per second for `seconds`, open-loop (a slow answer does not slow the sends). */
export async function atRate(
  rate: number,
  seconds: number,
  chats: readonly Chat[],
  portOf: (who: Actor) => number,
  instances: number,
  log: DeliveryLog,
): Promise<Omit<RateResult, 'warmUpP99' | 'cpu'>> {
  const statuses: Promise<number>[] = [];
  const total = rate * seconds;
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const chat = chats[n % chats.length] as Chat;
    const from = Math.floor(n / chats.length) % 2 === 0 ? chat.buyer : chat.seller;
    statuses.push(send(portOf(from), chat, from, log));
  }
  const answers = await Promise.all(statuses);
  const until = performance.now() + GRACE_MS;
  while (log.delivered < log.expected && performance.now() < until) await sleep(20);
  const sent = answers.filter((s) => s === 201).length;
  const summary = summarise(log.latencies);
  if (process.env.BENCH_RT_TIMELINE) printTimeline(rate, started, log);
  return {
    ...summary,
    instances,
    rate,
    sent,
    refused: answers.filter((s) => s >= 400 && s < 500).length,
    refusedWith: answers.filter((s) => s >= 400 && s < 500).map(String),
    failed: answers.filter((s) => s === 0 || s >= 500).length,
    delivered: log.delivered,
    lost: log.expected - log.delivered,
    duplicates: log.duplicates,
    held: log.delivered / (Math.max(log.lastArrival - started, 1) / 1000),
  };
}
