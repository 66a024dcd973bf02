// Shapes a stored order as the API's Order (src/core/orders.ts), for one caller: their role and
// the actions src/core/order-machine.ts allows them now. Every order answer is built here.
import {
  orderActions,
  proposalBounds,
  deadline,
  type OrderFacts,
  type OrderRole,
  type OrderStatus,
} from '../../src/core/order-machine.ts';
import type { Order, OrderHistoryEntry, OrderNote } from '../../src/core/orders.ts';
import { centsToApiAmount } from '../../src/core/money.ts';
import type { DomainEventRow } from '../db/repositories/domain-events.ts';
import type { OrderProductInfo, OrderSurroundings, PartyRow } from '../db/repositories/order-lists.ts';
import type { OrderNoteRow } from '../db/repositories/order-notes.ts';
import type { OrderRow } from '../db/repositories/orders.ts';
import { snapshotJson } from './orders/snapshot.ts';
import type { MediaUrl } from './product-json.ts';
import { shortName } from '../../src/core/names.ts';

/** First name and initial ("Sophie H."), as ads show their sellers (src/core/names.ts). */
export const partyName = shortName;

export const roleOf = (
  order: Pick<OrderRow, 'customerId' | 'vendorId'>,
  userId: number,
): OrderRole | undefined =>
  order.customerId === userId ? 'customer' : order.vendorId === userId ? 'vendor' : undefined;

export function orderFacts(order: OrderRow, reviewedByCaller = false): OrderFacts {
  return {
    status: order.status,
    proposedBy: order.proposedBy,
    customerProposals: order.customerProposals,
    vendorProposals: order.vendorProposals,
    proposedAt: order.proposedAt,
    acceptedAt: order.acceptedAt,
    reviewedByCaller,
  };
}

/**
 * The ad can still be bought by this order: live, in stock, not expired, and no other order of
 * it on-hold or completed.
 */
export function productAvailableFor(
  product: Pick<OrderProductInfo, 'status' | 'stockStatus' | 'expiresAt'> | undefined,
  saleOrderId: number | undefined,
  orderId: number | undefined,
  now: Date,
): boolean {
  if (!product) return false;
  if (product.status !== 'publish' || product.stockStatus !== 'instock') return false;
  if (product.expiresAt.getTime() <= now.getTime()) return false;
  return saleOrderId === undefined || saleOrderId === orderId;
}

function party(row: PartyRow | undefined, id: number) {
  return {
    id,
    name: row ? partyName(row.firstName, row.lastName) : '',
    avatar: row?.avatarUrl ?? '',
  };
}

export function historyEntry(event: DomainEventRow, fallback: OrderStatus): OrderHistoryEntry {
  // Events of other kinds may carry no status; they show the order's.
  const status = event.status ?? fallback;
  return {
    type: event.type,
    actor_id: event.actorId,
    status,
    price: event.priceCents === null ? null : centsToApiAmount(event.priceCents),
    date: event.createdAt.toISOString(),
  };
}

export function orderJson(
  order: OrderRow,
  around: OrderSurroundings,
  callerId: number,
  mediaUrl: MediaUrl,
  now: Date,
  history?: readonly DomainEventRow[],
): Order {
  const role = roleOf(order, callerId) ?? 'customer';
  const product = order.productId === null ? undefined : around.products.get(order.productId);
  const vendor = around.parties.get(order.vendorId);
  const facts = orderFacts(order, around.reviewed.has(order.id));
  const actions = orderActions(facts, {
    role,
    now,
    vendorHasPaymentAccount: vendor?.hasPaypal ?? false,
    productAvailable: productAvailableFor(
      product,
      order.productId === null ? undefined : around.saleOf.get(order.productId),
      order.id,
      now,
    ),
  });
  const bounds = proposalBounds(product?.priceCents ?? order.proposalCents);
  const price = centsToApiAmount(order.proposalCents);
  const end = deadline(facts);
  const status = order.status;
  const snapshot = order.adSnapshot ? snapshotJson(order.adSnapshot, mediaUrl) : undefined;
  return {
    id: order.id,
    status,
    customer_id: order.customerId,
    vendor: order.vendorId,
    product_id: order.productId,
    role,
    actions,
    proposal: { price, by: order.proposedBy, date: order.proposedAt.toISOString() },
    proposals: { customer: order.customerProposals, vendor: order.vendorProposals },
    bounds: { min: centsToApiAmount(bounds.minCents), max: centsToApiAmount(bounds.maxCents) },
    line_items: [
      {
        name: order.productName,
        product_id: order.productId,
        // Once accepted, the ad as accepted: it outlives edits and the ad's deletion.
        slug: snapshot?.slug ?? product?.slug ?? '',
        image: snapshot
          ? (snapshot.image?.thumbnail ?? '')
          : product?.coverPath
            ? mediaUrl(product.coverPath)
            : '',
        quantity: 1,
        price,
        total: price,
      },
    ],
    total: price,
    currency: 'EUR',
    customer_info: party(around.parties.get(order.customerId), order.customerId),
    vendor_info: party(vendor, order.vendorId),
    payment_method: 'paypal',
    shipping: shippingFor(role, status, order.shipping),
    shipping_lines: [{ method_id: 'free_shipping', total: '0' }],
    expires_at: end ? end.toISOString() : null,
    cancel_reason: order.cancelReason ?? null,
    decline_reason: order.declineReason,
    date_created: order.createdAt.toISOString(),
    date_modified: order.modifiedAt.toISOString(),
    date_paid: order.paidAt ? order.paidAt.toISOString() : null,
    date_completed: order.completedAt ? order.completedAt.toISOString() : null,
    ...(history ? { history: history.map((e) => historyEntry(e, status)) } : {}),
    ...(snapshot ? { product_snapshot: snapshot } : {}),
  };
}

export function noteJson(row: OrderNoteRow, authorName: string): OrderNote {
  return {
    id: row.id,
    order_id: row.orderId,
    author_id: row.authorId,
    author_name: authorName,
    note: row.note,
    date_created: row.createdAt.toISOString(),
  };
}

/**
 * Where the phone goes: the buyer always sees their own address; the seller only once the phone
 * is paid for (completed, or refunded and on its way back), since before that there is nothing
 * to send and a negotiation must not hand out a stranger's home address.
 */
function shippingFor(
  role: OrderRole,
  status: OrderStatus,
  shipping: OrderRow['shipping'],
): Order['shipping'] {
  if (!shipping) return null;
  return role === 'customer' || status === 'completed' || status === 'refunded' ? shipping : null;
}
