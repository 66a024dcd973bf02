// The order calls of issue 10 (spec sections 3 and 7), shapes shared by client and server.
// Money travels as the API's decimal strings ("320", "320.50") and is integer cents inside.
//
//   POST /wc/v3/orders                       buyer proposes: OrderCreateSchema -> 201 Order (confirmation)
//   PUT  /wc/v3/orders/{id}                  OrderUpdateSchema {action, proposal?, decline_reason?} -> Order
//   GET  /wc/v3/orders                       OrderListQuerySchema -> Order[] + x-wp-total, x-wp-totalpages
//   GET  /wc/v3/orders/{id}                  Order (with history); 403 rest_forbidden_context for others
//   POST /wc/v3/orders/{id}/notes            NoteCreateSchema -> 201 OrderNote
//   GET  /wc/v3/orders/{id}/notes            ?page -> OrderNote[] (100 per page, oldest first) + paging headers
//   POST /wc/v3/orders/{id}/payment          buyer, on-hold, shipping saved -> PaymentStart
//   POST /wc/v3/orders/{id}/payment/capture  buyer -> Order (completed); exactly one capture per order
//   POST /wc/v3/orders/{id}/refund           seller, completed -> Order (refunded)
//   POST /wc/v3/customers/me/paypal_authorize PaypalAuthorizeSchema -> {status: true, email}
//   POST /hm/v1/paypal/webhook               the provider's webhook (signature verified)
import * as v from 'valibot';
import { FulfilmentSchema } from './fulfilment.ts';
import { IdSchema, intString, MAX_ID, safeString } from './boundaries.ts';
import { MAX_ADDRESS_LENGTH, MAX_EMAIL_LENGTH } from './account-fields.ts';
import { ProductAttributeSchema, type ProductAttribute } from './products.ts';
import {
  CANCEL_REASONS,
  ORDER_STATUSES,
  PUT_ACTIONS,
  type OrderAction,
  type OrderRole,
  type OrderStatus,
} from './order-machine.ts';

export const DECLINE_REASON_MAX = 500;
export const NOTE_MAX = 2000;

/** A proposal amount as a client sends it: a number or a decimal string; its rules are proposalProblem. */
export const ProposalInputSchema = v.object({
  price: v.union([v.pipe(v.number(), v.finite()), safeString(20)], 'must be a number'),
});

/** The shipping address of an order (spec 3: street, zip, city, phone). */
export const OrderShippingSchema = v.object({
  street: safeString(MAX_ADDRESS_LENGTH),
  zip: safeString(20),
  city: safeString(MAX_ADDRESS_LENGTH),
  phone: v.optional(safeString(40), ''),
});
export type OrderShipping = v.InferOutput<typeof OrderShippingSchema>;

export const OrderCreateSchema = v.strictObject(
  {
    line_items: v.pipe(v.array(v.strictObject({ product_id: IdSchema })), v.length(1, 'must name one ad')),
    /** Without one, the buyer buys now at the asking price (issue 32): 201 on-hold, the ad reserved. */
    proposal: v.optional(ProposalInputSchema),
    shipping: v.optional(OrderShippingSchema),
    // Accepted for WooCommerce compatibility and ignored: the server sets them.
    payment_method: v.optional(v.literal('paypal')),
    set_paid: v.optional(v.literal(false)),
  },
  'is not a field of an order',
);
export type OrderCreate = v.InferOutput<typeof OrderCreateSchema>;

export const OrderUpdateSchema = v.strictObject(
  {
    action: v.optional(v.picklist(PUT_ACTIONS, 'must be accept, counter, decline or cancel')),
    proposal: v.optional(ProposalInputSchema),
    decline_reason: v.optional(safeString(DECLINE_REASON_MAX)),
    /** The buyer saves or changes the shipping address (on-hold, before paying). */
    shipping: v.optional(OrderShippingSchema),
  },
  'is not a field of an order change',
);
export type OrderUpdate = v.InferOutput<typeof OrderUpdateSchema>;

export const ORDERS_PER_PAGE_DEFAULT = 6;
export const ORDERS_PER_PAGE_MAX = 100;
const ORDER_PAGES_MAX = 100_000;

/** `me` or a user id (only the caller's own id is then allowed: the service answers 403 else). */
const PartyParamSchema = v.union([v.literal('me'), intString(1, MAX_ID)], 'must be me or a user id');
/** An empty value means "not given", as WooCommerce reads `?customer=`. */
const optionalParam = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.union([v.undefined(), schema]),
    ),
  );

/**
 * GET /wc/v3/orders parameters (spec 7: customer, vendor, status, product, page, per_page): the
 * server parses the query with this schema and the client writes it with `writeOrderListQuery`.
 */
export const OrderListQuerySchema = v.object({
  /** `me` or an id: orders where that user buys (only the caller's own). */
  customer: optionalParam(PartyParamSchema),
  /** `me` or an id: orders where that user sells (only the caller's own). */
  vendor: optionalParam(PartyParamSchema),
  /** One status or a comma list; `any` (or nothing) for every status. */
  status: optionalParam(
    v.pipe(
      safeString(120),
      v.transform((s) => (s === 'any' ? undefined : s.split(',').map((x) => x.trim()))),
      v.union(
        [v.undefined(), v.array(v.picklist(ORDER_STATUSES))],
        `must be one or more of ${ORDER_STATUSES.join(', ')}`,
      ),
    ),
  ),
  product: optionalParam(intString(1, MAX_ID)),
  page: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => (s === '' ? '1' : s)),
    intString(1, ORDER_PAGES_MAX),
  ),
  per_page: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => (s === '' ? String(ORDERS_PER_PAGE_DEFAULT) : s)),
    intString(1, ORDERS_PER_PAGE_MAX),
  ),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;
/** What a client asks for before it becomes a query string (every part optional). */
export type OrderListRequest = Partial<Omit<OrderListQuery, 'status'>> & {
  status?: readonly OrderStatus[];
};

/**
 * Write a request as the query string OrderListQuerySchema reads, without the `?`, in a stable
 * order (a client keeps answers under it). A string: src/core has no URLSearchParams.
 */
export function writeOrderListQuery(req: OrderListRequest): string {
  const parts: [string, string | number | undefined][] = [
    ['customer', req.customer],
    ['vendor', req.vendor],
    ['status', req.status && req.status.length > 0 ? req.status.join(',') : undefined],
    ['product', req.product],
    ['page', req.page],
    ['per_page', req.per_page],
  ];
  return parts
    .filter((p): p is [string, string | number] => p[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

const PartySchema = v.object({ id: v.number(), name: v.string(), avatar: v.string() });

export const OrderHistoryEntrySchema = v.object({
  type: v.string(),
  actor_id: v.nullable(v.number()),
  status: v.picklist(ORDER_STATUSES),
  price: v.nullable(v.string()),
  date: v.string(),
});
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntrySchema>;

/**
 * The ad as the buyer accepted it (issue 15), stored on the order when it goes on-hold: what
 * the buyer pays for cannot change while the ad is reserved (src/core/reserved-ad.ts), and the
 * order keeps showing it after the ad is edited again, sold or deleted. Paths, not URLs: the
 * storage adapter makes the URL when the order is answered.
 */
export interface OrderAdSnapshot {
  id: number;
  name: string;
  slug: string;
  price_cents: number;
  description: string;
  attributes: ProductAttribute[];
  battery_health: number | null;
  activation_lock_removed: boolean;
  repairs: string;
  /** The cover photo's files, kept when the ad and its photos are deleted. */
  cover: { path: string; thumb_path: string } | null;
  /** Every stored file the snapshot points to: photo erasers leave these alone. */
  files: string[];
  /** When the snapshot was taken (the acceptance). */
  taken_at: string;
}

/** The snapshot as an order answer shows it (`product_snapshot`). */
export const OrderProductSnapshotSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  price: v.string(),
  description: v.string(),
  attributes: v.array(ProductAttributeSchema),
  battery_health: v.nullable(v.number()),
  activation_lock_removed: v.boolean(),
  repairs: v.string(),
  image: v.nullable(v.object({ src: v.string(), thumbnail: v.string() })),
  date: v.string(),
});
export type OrderProductSnapshot = v.InferOutput<typeof OrderProductSnapshotSchema>;

export const OrderSchema = v.object({
  id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  customer_id: v.number(),
  vendor: v.number(),
  /** Null once the seller deleted the ad for good (line_items keeps its name). */
  product_id: v.nullable(v.number()),
  /** The caller's part in this order and what they may do now (src/core/order-machine.ts). */
  role: v.picklist(['customer', 'vendor']),
  actions: v.array(v.picklist(['accept', 'counter', 'decline', 'cancel', 'pay', 'review', 'refund'])),
  proposal: v.object({
    price: v.string(),
    by: v.picklist(['customer', 'vendor']),
    date: v.string(),
  }),
  /** Proposals made so far by each party (at most MAX_PROPOSALS_PER_PARTY each). */
  proposals: v.object({ customer: v.number(), vendor: v.number() }),
  /** The proposal bounds of the ad's price ("must be between {small} and {high}"). */
  bounds: v.object({ min: v.string(), max: v.string() }),
  line_items: v.array(
    v.object({
      name: v.string(),
      product_id: v.nullable(v.number()),
      slug: v.string(),
      image: v.string(),
      quantity: v.literal(1),
      price: v.string(),
      total: v.string(),
    }),
  ),
  total: v.string(),
  currency: v.literal('EUR'),
  customer_info: PartySchema,
  vendor_info: PartySchema,
  payment_method: v.literal('paypal'),
  shipping: v.nullable(OrderShippingSchema),
  shipping_lines: v.array(v.object({ method_id: v.literal('free_shipping'), total: v.literal('0') })),
  /** When the proposal lapses, or the payment deadline once accepted; null otherwise. */
  expires_at: v.nullable(v.string()),
  cancel_reason: v.nullable(v.picklist(CANCEL_REASONS)),
  decline_reason: v.nullable(v.string()),
  date_created: v.string(),
  date_modified: v.string(),
  date_paid: v.nullable(v.string()),
  date_completed: v.nullable(v.string()),
  /** Each transition, who made it and when; only on GET /wc/v3/orders/{id} and after a change. */
  history: v.optional(v.array(OrderHistoryEntrySchema)),
  /** The ad as accepted, once the order has been accepted (absent before). */
  product_snapshot: v.optional(OrderProductSnapshotSchema),
  /**
   * Once paid (issue 32): shipping, receipt and the held payout (src/core/fulfilment.ts). Absent
   * before the payment, and on an order paid before protected purchases existed.
   */
  fulfilment: v.optional(FulfilmentSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export type { OrderAction, OrderRole };

export const NoteCreateSchema = v.strictObject(
  {
    note: v.pipe(safeString(NOTE_MAX), v.trim(), v.minLength(1, 'is required')),
    // WooCommerce's flag; every note here is visible to both parties.
    customer_note: v.optional(v.boolean()),
  },
  'is not a field of a note',
);
export const OrderNoteSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  author_id: v.number(),
  author_name: v.string(),
  note: v.string(),
  date_created: v.string(),
});
export type OrderNote = v.InferOutput<typeof OrderNoteSchema>;

/** POST /wc/v3/orders/{id}/payment: where the buyer approves the payment. */
export const PaymentStartSchema = v.object({
  provider: v.picklist(['sandbox', 'paypal']),
  provider_order_id: v.string(),
  /** Sandbox: a local page whose approve button POSTs to the same URL. PayPal: its approval link. */
  approve_url: v.string(),
});
export type PaymentStart = v.InferOutput<typeof PaymentStartSchema>;

export const PaypalAuthorizeSchema = v.strictObject(
  {
    /** The authorization code from PayPal's login; the sandbox accepts any `sandbox-…` code. */
    code: v.pipe(safeString(2048), v.minLength(1, 'is required')),
    email: v.pipe(safeString(MAX_EMAIL_LENGTH), v.email('must be an e-mail address')),
  },
  'is not a field of a payment account link',
);
