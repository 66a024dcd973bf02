// Order calls (src/core/orders.ts lists them with their paths): proposals and their answers,
// the lists and one order, notes, payment, refund and the seller's payment-account link. Every
// answer is parsed with the core schemas; every changing call takes the Idempotency-Key of its
// outbox entry (or of the screen's request), so a replay never acts twice.
import * as v from 'valibot';
import {
  OrderNoteSchema,
  OrderSchema,
  PaymentStartSchema,
  type Order,
  type OrderCreate,
  type OrderNote,
  type OrderShipping,
  type OrderListRequest,
  type OrderUpdate,
  type PaymentStart,
  writeOrderListQuery,
} from '../core/orders.ts';
import { apiCall, pagingHeaders } from './client.ts';

/** A list request, typed by the query schema the server parses it with (src/core/orders.ts). */
export type OrdersQuery = OrderListRequest;

export interface OrdersPage {
  orders: Order[];
  total: number;
  totalPages: number;
}

/** The query string of a list call, in a stable order (also the key its answer is kept under). */
export function ordersParams(query: OrdersQuery): URLSearchParams {
  return new URLSearchParams(writeOrderListQuery(query));
}

/** GET /wc/v3/orders: the caller's orders, newest change first, with the paging headers. */
export async function fetchOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  const { data, headers } = await apiCall('/wc/v3/orders', v.array(OrderSchema), {
    query: ordersParams(query),
    auth: true,
    signal,
  });
  return { orders: data, ...pagingHeaders(headers) };
}

/** GET /wc/v3/orders/{id} with its history; 403 hm_order_forbidden for everyone but its parties. */
export async function fetchOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiCall(`/wc/v3/orders/${id}`, OrderSchema, { auth: true, signal });
  return data;
}

/** POST /wc/v3/orders: the buyer's first proposal; 201 with the order in status `confirmation`. */
export async function createOrder(body: OrderCreate, idempotencyKey: string): Promise<Order> {
  const { data } = await apiCall('/wc/v3/orders', OrderSchema, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** PUT /wc/v3/orders/{id}: accept, counter, decline, cancel, or the buyer's shipping address. */
export async function updateOrder(id: number, change: OrderUpdate, idempotencyKey: string): Promise<Order> {
  const { data } = await apiCall(`/wc/v3/orders/${id}`, OrderSchema, {
    method: 'PUT',
    body: change,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** The buyer saves the shipping address of an on-hold order (PUT {shipping}, no action). */
export const saveOrderShipping = (id: number, shipping: OrderShipping, idempotencyKey: string) =>
  updateOrder(id, { shipping }, idempotencyKey);

export interface OrderNotesPage {
  notes: OrderNote[];
  total: number;
  totalPages: number;
}

/** GET /wc/v3/orders/{id}/notes: 100 per page, oldest first. */
export async function fetchOrderNotes(id: number, page = 1, signal?: AbortSignal): Promise<OrderNotesPage> {
  const { data, headers } = await apiCall(`/wc/v3/orders/${id}/notes`, v.array(OrderNoteSchema), {
    query: new URLSearchParams({ page: String(page) }),
    auth: true,
    signal,
  });
  return { notes: data, ...pagingHeaders(headers) };
}

/** POST /wc/v3/orders/{id}/notes: seen by both parties. */
export async function addOrderNote(id: number, note: string, idempotencyKey: string): Promise<OrderNote> {
  const { data } = await apiCall(`/wc/v3/orders/${id}/notes`, OrderNoteSchema, {
    method: 'POST',
    body: { note, customer_note: true },
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** POST /wc/v3/orders/{id}/payment: where the buyer approves (needs a connection, never queued). */
export async function startPayment(id: number, idempotencyKey: string): Promise<PaymentStart> {
  const { data } = await apiCall(`/wc/v3/orders/${id}/payment`, PaymentStartSchema, {
    method: 'POST',
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** POST /wc/v3/orders/{id}/payment/capture: the completed order; one capture however often sent. */
export async function capturePayment(id: number, idempotencyKey: string): Promise<Order> {
  const { data } = await apiCall(`/wc/v3/orders/${id}/payment/capture`, OrderSchema, {
    method: 'POST',
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** POST /wc/v3/orders/{id}/refund: the seller gives the money back; the order shows refunded. */
export async function refundOrder(id: number, idempotencyKey: string): Promise<Order> {
  const { data } = await apiCall(`/wc/v3/orders/${id}/refund`, OrderSchema, {
    method: 'POST',
    auth: true,
    idempotencyKey,
  });
  return data;
}

const PaypalLinkedSchema = v.object({ status: v.literal(true), email: v.string() });

/**
 * POST /wc/v3/customers/me/paypal_authorize: links the seller's payment account (needed to accept
 * or counter). The sandbox accepts any `sandbox-…` code with the given e-mail.
 */
export async function linkPaymentAccount(
  link: { code: string; email: string },
  idempotencyKey: string,
): Promise<{ email: string }> {
  const { data } = await apiCall('/wc/v3/customers/me/paypal_authorize', PaypalLinkedSchema, {
    method: 'POST',
    body: link,
    auth: true,
    idempotencyKey,
  });
  return { email: data.email };
}
