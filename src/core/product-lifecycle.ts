// The life of an ad (spec section 4, product lifecycle), defined once: My ads shows only the
// actions allowed here, and the server refuses every other change with 400
// `product_invalid_transition`. How each action reaches the API:
//   deactivate   PUT  /wc/v3/products/{id} {status: "private"}      publish -> private
//   restore      PUT  /wc/v3/products/{id} {status: "publish"}      private or trash -> publish
//   republish    PUT  /wc/v3/products/{id} {status: "publish"}      expired -> publish for another 60 days
//   move_to_top  POST /wc/v3/products/{id}/move_to_top             once per 24 hours, live ads only
//   trash        DELETE /wc/v3/products/{id}                        shown as a removed ad, restorable
//   delete       DELETE /wc/v3/products/{id}?force=true             gone for good, photos erased
//   edit         PUT  /wc/v3/products/{id} {...fields}               everything but trash and sold
import { AD_LIFETIME_DAYS } from './constants.ts';
import type { ProductStatus } from './products.ts';

/** An ad as its seller sees it: the stored status, "expired" by date, "sold" when out of stock. */
export const AD_STATES = ['publish', 'private', 'expired', 'pending', 'rejected', 'trash', 'sold'] as const;
export type AdState = (typeof AD_STATES)[number];

export const AD_ACTIONS = [
  'edit',
  'deactivate',
  'restore',
  'republish',
  'move_to_top',
  'trash',
  'delete',
] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

export const MOVE_TO_TOP_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const AD_LIFETIME_MS = AD_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const ALLOWED: Record<AdState, readonly AdAction[]> = {
  publish: ['edit', 'deactivate', 'move_to_top', 'trash', 'delete'],
  private: ['edit', 'restore', 'trash', 'delete'],
  expired: ['edit', 'republish', 'trash', 'delete'],
  pending: ['edit', 'trash', 'delete'],
  rejected: ['edit', 'trash', 'delete'],
  trash: ['restore', 'delete'],
  // A sold ad stays as the record of the sale; its seller may only take it off the list.
  sold: ['trash'],
};

/** The state My ads shows (a sold ad is sold whatever its status says). */
export function adState(ad: { status: ProductStatus; stock_status: 'instock' | 'outofstock' }): AdState {
  return ad.stock_status === 'outofstock' && ad.status !== 'trash' ? 'sold' : ad.status;
}

/** When a live ad may be moved to the top again; undefined when it may now. */
export function nextMoveToTop(movedToTopAt: Date | null, now: Date): Date | undefined {
  if (!movedToTopAt) return undefined;
  const next = new Date(movedToTopAt.getTime() + MOVE_TO_TOP_INTERVAL_MS);
  return next.getTime() > now.getTime() ? next : undefined;
}

/** The actions the seller may take now, in the order My ads lists them. */
export function allowedAdActions(state: AdState, movedToTopAt: Date | null, now: Date): AdAction[] {
  return ALLOWED[state].filter((a) => a !== 'move_to_top' || nextMoveToTop(movedToTopAt, now) === undefined);
}

export function isAdActionAllowed(state: AdState, action: AdAction): boolean {
  return ALLOWED[state].includes(action);
}

/** Which action a PUT {status} is, given the ad's state; undefined when it changes nothing. */
export function statusChangeAction(state: AdState, wanted: 'publish' | 'private'): AdAction | undefined {
  if (wanted === 'private') return state === 'private' ? undefined : 'deactivate';
  if (state === 'publish') return undefined;
  return state === 'expired' ? 'republish' : 'restore';
}
