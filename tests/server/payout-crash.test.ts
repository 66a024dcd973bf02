// kill -9 around the payout release (issue 32): a process of its own
// (support/payout-crash-child.ts) is killed right after the receipt recorded the release, and
// right after PayPal was called (before its transaction committed). The payouts job's round then
// finishes it: the seller is paid out exactly once at PayPal (the stand-in over HTTP counts
// referenced payouts; the same PayPal-Request-Id, `payout-<orderId>`, replays the first answer).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalProvider, type PaymentProvider } from '../../server/adapters/payments.ts';
import { openDatabase, type DatabaseHandle, type Tx } from '../../server/db/client.ts';
import { orderFulfilments, orders, payments, users } from '../../server/db/schema.ts';
import { sendPendingPayouts } from '../../server/services/fulfilment/payout.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../support/paypal-stand-in.ts';

const CHILD = new URL('./support/payout-crash-child.ts', import.meta.url).pathname;
const pgUrl = process.env.TEST_DATABASE_URL;
const root = mkdtempSync(join(tmpdir(), 'handymarkt-payout-crash-'));
let standIn: PaypalStandIn;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
});
afterAll(async () => {
  await standIn.close();
  rmSync(root, { recursive: true, force: true });
});

const NO_TX = undefined as unknown as Tx;
const paypal = (): PaymentProvider =>
  paypalProvider({
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    apiUrl: standIn.url,
    webhookId: standIn.webhookId,
  });

let run = 0;
const open = (dir: string) =>
  openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'pglite', dir });

/** A paid, received-to-be order whose held capture PayPal (the stand-in) knows: its id. */
async function paidOrder(handle: DatabaseHandle): Promise<number> {
  const tag = `${Date.now()}-${run++}`;
  const provider = paypal();
  // Once more after a network error: an idle keep-alive socket the stand-in closed meanwhile.
  const create = (input: Parameters<PaymentProvider['createOrder']>[1]) =>
    provider.createOrder(NO_TX, input).catch(() => provider.createOrder(NO_TX, input));
  const made = await create({
    requestId: `crash-${tag}`,
    amountCents: 29000,
    returnUrl: 'http://localhost/order/pay',
    cancelUrl: 'http://localhost/order/pay?cancelled=1',
    reference: `crash-${tag}`,
    description: 'Apple iPhone 13',
    payee: { emailAddress: 'seller@paypal.example' },
  });
  standIn.approve(made.providerOrderId);
  const capture = await provider.capture(NO_TX, made.providerOrderId, `cap-${tag}`);
  if (capture.outcome !== 'captured' || !capture.held) throw new Error('not held');
  const db = handle.db;
  const [seller] = await db
    .insert(users)
    .values({ email: `s-${tag}@example.com`, firstName: 'Sophie', lastName: 'S' })
    .returning();
  const [buyer] = await db
    .insert(users)
    .values({ email: `b-${tag}@example.com`, firstName: 'Ben', lastName: 'K' })
    .returning();
  if (!seller || !buyer) throw new Error('no users');
  const [order] = await db
    .insert(orders)
    .values({
      // An id of its own per run: PayPal (the stand-in) keeps `payout-<id>` across the fresh
      // databases of this file, as it would across one database's life.
      id: 100_000 + run * 1000 + Math.floor(Math.random() * 1000),
      productName: 'Apple iPhone 13',
      customerId: buyer.id,
      vendorId: seller.id,
      proposalCents: 29000,
      status: 'completed',
    })
    .returning();
  if (!order) throw new Error('no order');
  await db.insert(payments).values({
    orderId: order.id,
    provider: 'paypal',
    providerOrderId: made.providerOrderId,
    requestId: `crash-${tag}`,
    amountCents: 29000,
    status: 'captured',
    captureId: capture.captureId,
  });
  const now = new Date();
  await db.insert(orderFulfilments).values({
    orderId: order.id,
    status: 'received',
    paidAt: now,
    shipBy: now,
    receivedAt: now,
    protectionEndsAt: now,
    payoutStatus: 'held',
  });
  return order.id;
}

/** Start the child, wait for `word`, kill -9 it. */
async function killAfter(dir: string, orderId: number, crash: string, word: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      ...(pgUrl ? {} : { PGLITE_DIR: dir }),
      ORDER_ID: String(orderId),
      STAND_IN_URL: standIn.url,
      CRASH: crash,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((said, failed) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(word)) said();
    });
    child.on('exit', (code) => failed(new Error(`child exited ${code} before "${word}"`)));
  });
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

describe.each([
  ['after-record', 'recorded', 0],
  ['after-call', 'called', 1],
] as const)('kill -9 %s', (crash, word, paidBeforeRound) => {
  it('the seller is paid out exactly once', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(root, `${crash}-`));
    let handle = await open(dir);
    const orderId = await paidOrder(handle);
    await handle.close();
    const before = standIn.payouts();

    await killAfter(dir, orderId, crash, word);
    expect(standIn.payouts() - before).toBe(paidBeforeRound);

    handle = await open(dir);
    try {
      const [left] = await handle.db
        .select()
        .from(orderFulfilments)
        .where(eq(orderFulfilments.orderId, orderId));
      expect(left?.payoutStatus).toBe('releasing');
      // The payouts job's round, twice (a second instance, a second minute).
      expect(await sendPendingPayouts(handle.db, paypal(), new Date())).toBe(0);
      expect(await sendPendingPayouts(handle.db, paypal(), new Date())).toBe(0);
      const [done] = await handle.db
        .select()
        .from(orderFulfilments)
        .where(eq(orderFulfilments.orderId, orderId));
      expect(done?.payoutStatus).toBe('released');
      expect(done?.payoutReleasedAt).toBeTruthy();
      expect(standIn.payouts() - before).toBe(1);
      const sent = standIn.calls.filter((c) => c.path === '/v1/payments/referenced-payouts-items');
      expect(sent.at(-1)?.headers['paypal-request-id']).toBe(`payout-${orderId}`);
    } finally {
      await handle.close();
    }
  });
});
