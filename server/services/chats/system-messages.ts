// The negotiation in the chat (issue 16): each proposal, counter, acceptance, decline (with its
// reason) and the payment that completes the sale of a buyer's order on an ad appears in the chat
// of that buyer and seller about that ad as a system message. Called by recordEvent, so it is
// written in the transaction of the order's change (and its domain event): both or neither. The
// chat is created when it does not exist yet; no limit or block applies to it (it is the order's
// record, not a user's message), and no user can post one: the messages API takes only text.
import { CHAT_SYSTEM_TYPES, chatIdOf, type ChatSystemType } from '../../../src/core/chat.ts';
import { centsToApiAmount } from '../../../src/core/money.ts';
import type { Tx } from '../../db/client.ts';
import { ensureChat, type EnsuredChat, type NewChat } from '../../db/repositories/chat-create.ts';
import { findOrder, type OrderRow } from '../../db/repositories/orders.ts';
import { lockRealtimeRecipients } from '../../db/repositories/realtime-events.ts';
import { postMessageUnderLocks } from './post.ts';

export interface OrderStep {
  type: string;
  orderId: number | null;
  actorId: number | null;
  priceCents?: number | null;
  payload?: Record<string, string | number | null>;
  /** The order as the step's transaction left it, when the caller has it (else it is read). */
  known?: {
    order?: Pick<OrderRow, 'id' | 'customerId' | 'vendorId' | 'productId' | 'productName' | 'proposalCents'>;
  };
}

const isChatStep = (type: string): type is ChatSystemType =>
  (CHAT_SYSTEM_TYPES as readonly string[]).includes(type);

/** The chat of an order's buyer and seller about its ad, and its members ascending. */
const chatOf = (order: Pick<OrderRow, 'customerId' | 'vendorId' | 'productName'>, productId: number) => {
  const { customerId, vendorId } = order;
  const members = [Math.min(customerId, vendorId), Math.max(customerId, vendorId)] as const;
  const id = chatIdOf(customerId, vendorId, productId);
  return {
    id,
    members,
    names: { id, productId, productName: order.productName, low: members[0], high: members[1] },
  };
};

/**
 * The chat the step's system message goes to, when the step's order is the caller's and both
 * members' realtime locks are among `locked`: the domain event's statement makes sure of it then
 * (recordEvent, issue 33), after those locks. Undefined otherwise (appendOrderSystemMessage does).
 */
export function systemMessageChat(step: OrderStep, locked: readonly number[]): NewChat | undefined {
  const order = step.known?.order;
  if (!isChatStep(step.type) || step.orderId === null || order?.id !== step.orderId) return undefined;
  if (order.productId === null) return undefined;
  const { members, names } = chatOf(order, order.productId);
  return members.every((m) => locked.includes(m)) ? names : undefined;
}

/**
 * Append the order step to its chat (nothing for steps the chat does not show). `locked`: the
 * users whose realtime locks the transaction holds already (recordEvent took them), so they are
 * not taken again when both members are among them. `ensured`: the chat made sure of already
 * (systemMessageChat's, by the domain event's statement).
 */
export async function appendOrderSystemMessage(
  tx: Tx,
  step: OrderStep,
  locked: readonly number[] = [],
  ensured?: EnsuredChat,
): Promise<void> {
  if (!isChatStep(step.type) || step.orderId === null) return;
  const known = step.known?.order;
  const order = known?.id === step.orderId ? known : await findOrder(tx, step.orderId);
  if (!order || order.productId === null) return;
  const { id, members, names } = chatOf(order, order.productId);
  // The members' realtime locks first (recordEvent took them: not again), then the chat made
  // sure of in one statement (or with the domain event); the message's write takes the chat's row
  // (issue 33: one or two round trips where locking, creating and locking again took five).
  if (!members.every((m) => locked.includes(m))) await lockRealtimeRecipients(tx, members);
  const seen = ensured ?? (await ensureChat(tx, names, null));
  const reason = step.payload?.decline_reason;
  const data: Record<string, string | number> = {
    type: step.type,
    order_id: order.id,
    amount: centsToApiAmount(step.priceCents ?? order.proposalCents),
    ...(step.type === 'order_declined' && typeof reason === 'string' ? { reason } : {}),
  };
  const posted = await postMessageUnderLocks(
    tx,
    id,
    members,
    { sentBy: step.actorId ?? order.customerId, kind: 'system', message: '', data },
    seen,
  );
  if (!posted) throw new Error(`system message of chat ${id} not written`);
}
