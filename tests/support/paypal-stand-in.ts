// A local stand-in for PayPal's REST API (node:http), speaking the documented calls the PayPal
// adapter (server/adapters/payments.ts) makes, in PayPal's shapes:
//   POST /v1/oauth2/token, GET /v1/identity/oauth2/userinfo   paypal-stand-in-identity.ts
//   POST /v2/checkout/orders                      intent CAPTURE; PayPal-Request-Id: same id, same order;
//                                                  a payee with disbursement_mode DELAYED holds the money
//   GET  /v2/checkout/orders/{id}                 the order, with purchase_units[0].payments.captures
//   POST /v2/checkout/orders/{id}/capture         422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED /
//                                                  INSTRUMENT_DECLINED; PayPal-Request-Id replays
//   POST /v2/payments/captures/{id}/refund        and POST /v1/payments/referenced-payouts-items
//                                                  (a held capture's release): paypal-stand-in-money.ts
//   POST /v1/notifications/verify-webhook-signature  verification_status SUCCESS | FAILURE
// Errors come as {name, message, debug_id, details: [{issue, description}]}. It is scriptable:
// the buyer's approval (`approve`), the next capture declined, or captured and then answered
// only after the client gave up (a timeout after PayPal captured), and likewise the next refund or
// release done but its answer lost (loseNextAnswer). Every request is recorded.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInIdentity } from './paypal-stand-in-identity.ts';
import { paypalError as error, standInMoney } from './paypal-stand-in-money.ts';

export interface StandInCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  captureId?: string;
  /** A held payment: the payee and payment_instruction the order was created with. */
  payee?: unknown;
  delayed?: boolean;
}

export interface PaypalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  calls: StandInCall[];
  /** The buyer approves the order at PayPal. */
  approve(orderId: string): void;
  /** Script the next capture: refused by the funding source, or captured and answered `lateMs` late. */
  nextCapture(outcome: 'declined' | { captureThenLateMs: number }): void;
  /** How many captures PayPal really made. */
  captures(): number;
  refunds(): number;
  /** How many held captures PayPal paid out to their payee (referenced payouts). */
  payouts(): number;
  /** The next refund or release is done, but its answer never reaches the client (a crash, a timeout). */
  loseNextAnswer(): void;
  /** An authorization code (Log in with PayPal) that links `email`. */
  authorizationCode(email: string): string;
  /** The PAYPAL-TRANSMISSION-SIG this PayPal would send with a webhook of `body`. */
  sign(transmissionId: string, body: string): string;
  /** How many client-credentials tokens were handed out. */
  tokensIssued(): number;
  close(): Promise<void>;
}

export async function startPaypalStandIn(): Promise<PaypalStandIn> {
  const clientId = 'standin-client';
  const clientSecret = 'standin-secret';
  const webhookId = 'WH-STANDIN-1';
  const signingKey = randomUUID();
  const calls: StandInCall[] = [];
  const identity = standInIdentity(clientId, clientSecret);
  const orders = new Map<string, StandInOrder>();
  const created = new Map<string, string>();
  const captureReplies = new Map<string, { status: number; body: unknown }>();
  let captures = 0;
  let loseNext = false;
  const money = standInMoney((captureId) => {
    const order = [...orders.values()].find((o) => o.captureId === captureId);
    return order && { amount: order.amount, held: order.delayed === true, payee: order.payee };
  });
  let script: 'declined' | { captureThenLateMs: number } | undefined;
  const pending = new Set<ServerResponse>();

  const orderBody = (o: StandInOrder) => ({
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        reference_id: 'default',
        amount: o.amount,
        ...(o.delayed ? { payee: o.payee, payment_instruction: { disbursement_mode: 'DELAYED' } } : {}),
        ...(o.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: o.captureId,
                    status: 'COMPLETED',
                    amount: o.amount,
                    final_capture: true,
                    supplementary_data: { related_ids: { order_id: o.id } },
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`,
        rel: 'payer-action',
        method: 'GET',
      },
    ],
  });

  function handle(call: StandInCall): { status: number; body: unknown } | 'late' {
    const { method, path, headers, body } = call;
    const requestId =
      typeof headers['paypal-request-id'] === 'string' ? headers['paypal-request-id'] : undefined;

    const identified = identity.handle(method, path, headers, body);
    if (identified.reply) return identified.reply;
    if (identified.who !== 'app') return error(403, 'NOT_AUTHORIZED');

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const b = body as {
        intent?: string;
        purchase_units?: {
          amount?: { currency_code: string; value: string };
          payee?: { email_address?: string; merchant_id?: string };
          payment_instruction?: { disbursement_mode?: string };
        }[];
      };
      const unit = b.purchase_units?.[0];
      const amount = unit?.amount;
      const delayed = unit?.payment_instruction?.disbursement_mode === 'DELAYED';
      if (delayed && !unit?.payee?.email_address && !unit?.payee?.merchant_id) {
        return error(422, 'UNPROCESSABLE_ENTITY', 'PAYEE_ACCOUNT_INVALID');
      }
      if (b.intent !== 'CAPTURE' || !amount)
        return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      const again = requestId ? created.get(requestId) : undefined;
      const existing = again ? orders.get(again) : undefined;
      if (existing) return { status: 200, body: orderBody(existing) };
      const id = randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
      const order: StandInOrder = { id, status: 'CREATED', amount, payee: unit?.payee, delayed };
      orders.set(id, order);
      if (requestId) created.set(requestId, id);
      return { status: 201, body: orderBody(order) };
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(orderMatch[1] ?? '');
      if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (method === 'GET' && !orderMatch[2]) return { status: 200, body: orderBody(order) };
      if (method === 'POST' && orderMatch[2]) {
        const replay = requestId ? captureReplies.get(requestId) : undefined;
        if (replay) return replay;
        let reply: { status: number; body: unknown };
        let late = false;
        if (order.status === 'COMPLETED') {
          reply = error(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_ALREADY_CAPTURED',
            "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
          );
        } else if (order.status !== 'APPROVED') {
          reply = error(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          );
        } else if (script === 'declined') {
          script = undefined;
          reply = error(
            422,
            'UNPROCESSABLE_ENTITY',
            'INSTRUMENT_DECLINED',
            'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
          );
        } else {
          late = typeof script === 'object';
          script = undefined;
          captures += 1;
          order.status = 'COMPLETED';
          order.captureId = `${randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase()}`;
          reply = { status: 201, body: orderBody(order) };
        }
        if (requestId) captureReplies.set(requestId, reply);
        return late ? 'late' : reply;
      }
    }

    const moved = money.handle(method, path, requestId, body);
    if (moved) {
      const lost = loseNext;
      loseNext = false;
      return lost ? 'late' : moved;
    }

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const b = body as Record<string, unknown>;
      const required = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
        'webhook_event',
      ];
      if (required.some((k) => b[k] === undefined))
        return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
      const expected = createHmac('sha256', signingKey)
        .update(`${String(b.transmission_id)}|${String(b.webhook_id)}|${JSON.stringify(b.webhook_event)}`)
        .digest('base64');
      const good = b.webhook_id === webhookId && b.transmission_sig === expected;
      return { status: 200, body: { verification_status: good ? 'SUCCESS' : 'FAILURE' } };
    }

    return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      if ((req.headers['content-type'] ?? '').includes('application/json')) {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          body = undefined;
        }
      }
      const call: StandInCall = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      calls.push(call);
      const reply = handle(call);
      if (reply === 'late') {
        // Captured; the answer never comes while the client waits (it is dropped at close).
        pending.add(res);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', 'paypal-debug-id': 'standin' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    webhookId,
    calls,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stand-in has no order ${orderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    nextCapture(outcome) {
      script = outcome;
    },
    captures: () => captures,
    refunds: () => money.refunds(),
    payouts: () => money.payouts(),
    loseNextAnswer() {
      loseNext = true;
    },
    authorizationCode: (email) => identity.authorizationCode(email),
    sign(transmissionId, body) {
      const event = JSON.parse(body) as unknown;
      return createHmac('sha256', signingKey)
        .update(`${transmissionId}|${webhookId}|${JSON.stringify(event)}`)
        .digest('base64');
    },
    tokensIssued: () => identity.tokensIssued(),
    close: () =>
      new Promise<void>((done) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
