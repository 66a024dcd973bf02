// The order state machine (spec 4 order statuses, spec 5 proposal): who may do what in every
// status, why everything else is refused, the 48-hour deadlines to the millisecond, the proposal
// bounds in whole cents, what a transition freezes and reopens, the labels and the lookup order.
import { describe, expect, it } from 'vitest';
import { MAX_PROPOSALS_PER_PARTY, PROPOSAL_VALIDITY_MS } from './constants.ts';
import { parseAmount } from './money.ts';
import {
  deadline,
  expiredStatus,
  freezes,
  frozenMayReopen,
  isOpen,
  newOrderProposals,
  nextStatus,
  ORDER_STATUSES,
  orderActions,
  orderLabel,
  pickByPriority,
  proposalBounds,
  proposalProblem,
  refusal,
  reopenedStatus,
  type Context,
  type OrderAction,
  type OrderFacts,
  type OrderRole,
  type OrderStatus,
} from './order-machine.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const H48 = PROPOSAL_VALIDITY_MS;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const ROLES: readonly OrderRole[] = ['customer', 'vendor'];
const ACTIONS: readonly OrderAction[] = ['accept', 'counter', 'decline', 'cancel', 'pay', 'review', 'refund'];

/** The spec's table of who may do what (spec 4), written out here independently of the code. */
const EXPECTED: Record<OrderStatus, Record<OrderRole, readonly OrderAction[]>> = {
  confirmation: { customer: ['cancel'], vendor: ['accept', 'counter', 'decline'] },
  pending: { customer: ['accept', 'counter', 'cancel'], vendor: [] },
  frozen: { customer: ['cancel'], vendor: ['accept', 'decline'] },
  'on-hold': { customer: ['pay', 'cancel'], vendor: [] },
  completed: { customer: ['review'], vendor: ['review', 'refund'] },
  cancelled: { customer: [], vendor: [] },
  trash: { customer: [], vendor: [] },
  refunded: { customer: [], vendor: [] },
};

/** A fresh order of `status`: one proposal each, made a minute ago, accepted a minute ago. */
function order(status: OrderStatus, o: Partial<OrderFacts> = {}): OrderFacts {
  return {
    status,
    proposedBy: status === 'pending' ? 'vendor' : 'customer',
    customerProposals: 1,
    vendorProposals: status === 'pending' ? 1 : 0,
    proposedAt: ago(60_000),
    acceptedAt: status === 'on-hold' || status === 'completed' ? ago(60_000) : null,
    reviewedByCaller: false,
    ...o,
  };
}

function ctx(role: OrderRole, o: Partial<Context> = {}): Context {
  return { role, now: NOW, vendorHasPaymentAccount: true, productAvailable: true, ...o };
}

describe('who may do what in every status', () => {
  for (const status of ORDER_STATUSES) {
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        const allowed = EXPECTED[status][role].includes(action);
        it(`${status} / ${role} / ${action}: ${allowed ? 'allowed' : 'refused as not_allowed'}`, () => {
          expect(refusal(order(status), action, ctx(role))).toBe(allowed ? undefined : 'not_allowed');
        });
      }
      it(`${status} / ${role}: orderActions lists exactly the allowed ones in order`, () => {
        expect(orderActions(order(status), ctx(role))).toEqual(EXPECTED[status][role]);
      });
    }
  }

  it('covers every status of the spec', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

describe('the payment account and the ad being available (accept and counter only)', () => {
  const cases: [OrderStatus, OrderRole, OrderAction][] = [
    ['confirmation', 'vendor', 'accept'],
    ['confirmation', 'vendor', 'counter'],
    ['frozen', 'vendor', 'accept'],
    ['pending', 'customer', 'accept'],
    ['pending', 'customer', 'counter'],
  ];
  for (const [status, role, action] of cases) {
    it(`${status} / ${role} / ${action} needs the seller's payment account and an available ad`, () => {
      expect(refusal(order(status), action, ctx(role, { vendorHasPaymentAccount: false }))).toBe(
        'no_payment_account',
      );
      expect(refusal(order(status), action, ctx(role, { productAvailable: false }))).toBe('not_available');
      // Both missing: the payment account is named first (the seller can fix that one).
      expect(
        refusal(
          order(status),
          action,
          ctx(role, { vendorHasPaymentAccount: false, productAvailable: false }),
        ),
      ).toBe('no_payment_account');
    });
  }

  it('never blocks decline, cancel, pay, review or refund', () => {
    const blocked = { vendorHasPaymentAccount: false, productAvailable: false };
    expect(refusal(order('confirmation'), 'decline', ctx('vendor', blocked))).toBeUndefined();
    expect(refusal(order('frozen'), 'decline', ctx('vendor', blocked))).toBeUndefined();
    expect(refusal(order('confirmation'), 'cancel', ctx('customer', blocked))).toBeUndefined();
    expect(refusal(order('on-hold'), 'pay', ctx('customer', blocked))).toBeUndefined();
    expect(refusal(order('completed'), 'review', ctx('customer', blocked))).toBeUndefined();
    expect(refusal(order('completed'), 'refund', ctx('vendor', blocked))).toBeUndefined();
  });

  it('drops the blocked actions from orderActions', () => {
    expect(orderActions(order('confirmation'), ctx('vendor', { vendorHasPaymentAccount: false }))).toEqual([
      'decline',
    ]);
    expect(orderActions(order('frozen'), ctx('vendor', { productAvailable: false }))).toEqual(['decline']);
    expect(orderActions(order('pending'), ctx('customer', { productAvailable: false }))).toEqual(['cancel']);
  });
});

describe('at most three proposals per party (counters count)', () => {
  it('lets the seller counter while under three and refuses the fourth', () => {
    for (let n = 0; n < MAX_PROPOSALS_PER_PARTY; n++) {
      expect(
        refusal(order('confirmation', { vendorProposals: n }), 'counter', ctx('vendor')),
      ).toBeUndefined();
    }
    const spent = order('confirmation', { vendorProposals: MAX_PROPOSALS_PER_PARTY });
    expect(refusal(spent, 'counter', ctx('vendor'))).toBe('too_many_proposals');
    // The seller can still accept or decline.
    expect(orderActions(spent, ctx('vendor'))).toEqual(['accept', 'decline']);
  });

  it("counts each party's own proposals: the buyer's three do not stop the seller", () => {
    const buyerSpent = order('confirmation', { customerProposals: 3, vendorProposals: 2 });
    expect(refusal(buyerSpent, 'counter', ctx('vendor'))).toBeUndefined();
    const pending = order('pending', { customerProposals: 3, vendorProposals: 1 });
    expect(refusal(pending, 'counter', ctx('customer'))).toBe('too_many_proposals');
    expect(orderActions(pending, ctx('customer'))).toEqual(['accept', 'cancel']);
    expect(refusal(order('pending', { customerProposals: 2 }), 'counter', ctx('customer'))).toBeUndefined();
  });

  it('does not limit accepting', () => {
    expect(
      refusal(order('confirmation', { customerProposals: 3, vendorProposals: 3 }), 'accept', ctx('vendor')),
    ).toBeUndefined();
  });
});

describe('reviews', () => {
  it('are offered to both parties of a completed order until the caller wrote one', () => {
    expect(refusal(order('completed', { reviewedByCaller: true }), 'review', ctx('customer'))).toBe(
      'not_allowed',
    );
    expect(orderActions(order('completed', { reviewedByCaller: true }), ctx('vendor'))).toEqual(['refund']);
    expect(orderActions(order('completed', { reviewedByCaller: undefined }), ctx('customer'))).toEqual([
      'review',
    ]);
  });
});

describe('deadlines and expiry at the exact 48-hour edge', () => {
  it('gives a proposal 48 hours from when it was made (confirmation and pending)', () => {
    for (const status of ['confirmation', 'pending'] as const) {
      const o = order(status, { proposedAt: ago(1000) });
      expect(deadline(o)?.getTime()).toBe(NOW.getTime() - 1000 + H48);
    }
  });

  it('gives an accepted order 48 hours to pay from the acceptance, not from the proposal', () => {
    const o = order('on-hold', { proposedAt: ago(40 * 3600_000), acceptedAt: ago(1000) });
    expect(deadline(o)?.getTime()).toBe(NOW.getTime() - 1000 + H48);
  });

  it('has no deadline while frozen, once ended, or for an on-hold order without acceptance time', () => {
    for (const status of ['frozen', 'completed', 'cancelled', 'trash', 'refunded'] as const) {
      expect(deadline(order(status, { proposedAt: ago(10 * H48) }))).toBeNull();
      expect(expiredStatus(order(status, { proposedAt: ago(10 * H48) }), NOW)).toBeUndefined();
    }
    expect(deadline(order('on-hold', { acceptedAt: null }))).toBeNull();
  });

  it('is still open one millisecond before 48 hours and expired at exactly 48 hours', () => {
    for (const status of ['confirmation', 'pending'] as const) {
      expect(expiredStatus(order(status, { proposedAt: ago(H48 - 1) }), NOW)).toBeUndefined();
      expect(expiredStatus(order(status, { proposedAt: ago(H48) }), NOW)).toBe('expired');
      expect(expiredStatus(order(status, { proposedAt: ago(H48 + 1) }), NOW)).toBe('expired');
    }
    expect(expiredStatus(order('on-hold', { acceptedAt: ago(H48 - 1) }), NOW)).toBeUndefined();
    expect(expiredStatus(order('on-hold', { acceptedAt: ago(H48) }), NOW)).toBe('payment_expired');
  });

  it('refuses every action but cancel on an expired order, with the reason expired', () => {
    const lapsed = order('confirmation', { proposedAt: ago(H48) });
    expect(refusal(lapsed, 'accept', ctx('vendor'))).toBe('expired');
    expect(refusal(lapsed, 'counter', ctx('vendor'))).toBe('expired');
    expect(refusal(lapsed, 'decline', ctx('vendor'))).toBe('expired');
    expect(refusal(lapsed, 'cancel', ctx('customer'))).toBeUndefined();
    expect(orderActions(lapsed, ctx('vendor'))).toEqual([]);
    expect(orderActions(lapsed, ctx('customer'))).toEqual(['cancel']);

    const countered = order('pending', { proposedAt: ago(H48) });
    expect(orderActions(countered, ctx('customer'))).toEqual(['cancel']);
    expect(refusal(countered, 'accept', ctx('customer'))).toBe('expired');

    const unpaid = order('on-hold', { acceptedAt: ago(H48) });
    expect(refusal(unpaid, 'pay', ctx('customer'))).toBe('expired');
    expect(orderActions(unpaid, ctx('customer'))).toEqual(['cancel']);
  });

  it('one millisecond before the edge everything is still allowed', () => {
    expect(orderActions(order('confirmation', { proposedAt: ago(H48 - 1) }), ctx('vendor'))).toEqual([
      'accept',
      'counter',
      'decline',
    ]);
    expect(orderActions(order('on-hold', { acceptedAt: ago(H48 - 1) }), ctx('customer'))).toEqual([
      'pay',
      'cancel',
    ]);
  });

  it('names not_allowed before expired (the role never had the action)', () => {
    expect(refusal(order('confirmation', { proposedAt: ago(H48) }), 'accept', ctx('customer'))).toBe(
      'not_allowed',
    );
  });

  it('never expires a frozen order (frozen time does not count)', () => {
    expect(orderActions(order('frozen', { proposedAt: ago(10 * H48) }), ctx('vendor'))).toEqual([
      'accept',
      'decline',
    ]);
  });
});

describe('transitions', () => {
  it('nextStatus: accept reserves, a counter goes to the other party, decline and cancel end it', () => {
    expect(nextStatus('accept', 'vendor')).toBe('on-hold');
    expect(nextStatus('accept', 'customer')).toBe('on-hold');
    expect(nextStatus('counter', 'vendor')).toBe('pending');
    expect(nextStatus('counter', 'customer')).toBe('confirmation');
    expect(nextStatus('decline', 'vendor')).toBe('cancelled');
    expect(nextStatus('cancel', 'customer')).toBe('cancelled');
  });

  it('freezes: a seller counter holds the waiting proposals, an acceptance every open one', () => {
    expect(freezes('pending')).toEqual(['confirmation']);
    expect([...freezes('on-hold')].sort()).toEqual(['confirmation', 'pending']);
    for (const to of ['confirmation', 'frozen', 'completed', 'cancelled', 'trash', 'refunded'] as const) {
      expect(freezes(to)).toEqual([]);
    }
  });

  it('frozenMayReopen: only once nothing of the ad is countered, reserved or sold', () => {
    expect(frozenMayReopen([])).toBe(true);
    expect(frozenMayReopen(['frozen', 'frozen'])).toBe(true);
    expect(frozenMayReopen(['frozen', 'confirmation', 'cancelled', 'trash', 'refunded'])).toBe(true);
    expect(frozenMayReopen(['frozen', 'pending'])).toBe(false);
    expect(frozenMayReopen(['frozen', 'on-hold', 'cancelled'])).toBe(false);
    expect(frozenMayReopen(['frozen', 'completed'])).toBe(false);
  });

  it('reopenedStatus: back to whoever did not make the proposal on the table', () => {
    expect(reopenedStatus('customer')).toBe('confirmation');
    expect(reopenedStatus('vendor')).toBe('pending');
  });

  it('isOpen: confirmation, pending, frozen and on-hold', () => {
    expect(ORDER_STATUSES.filter(isOpen)).toEqual(['confirmation', 'pending', 'frozen', 'on-hold']);
  });
});

describe('proposal bounds in whole cents (more than 80 % and at most the price)', () => {
  it('price 123.45 €: from 98.77 € to 123.45 €', () => {
    expect(proposalBounds(12345)).toEqual({ minCents: 9877, maxCents: 12345 });
  });

  it('refuses exactly 80 % and accepts one cent more', () => {
    expect(proposalBounds(40000)).toEqual({ minCents: 32001, maxCents: 40000 });
    expect(proposalProblem('320', 40000)).toBe('out_of_range');
    expect(proposalProblem('320.01', 40000)).toBeUndefined();
    expect(proposalProblem('98.76', 12345)).toBe('out_of_range');
    expect(proposalProblem('98.77', 12345)).toBeUndefined();
  });

  it('accepts the price itself and refuses one cent more', () => {
    expect(proposalProblem('123.45', 12345)).toBeUndefined();
    expect(proposalProblem('123,46', 12345)).toBe('out_of_range');
    expect(proposalProblem(400, 40000)).toBeUndefined();
    expect(proposalProblem(400.01, 40000)).toBe('out_of_range');
  });

  it('stays exact for small and large prices', () => {
    expect(proposalBounds(1)).toEqual({ minCents: 1, maxCents: 1 });
    expect(proposalBounds(5)).toEqual({ minCents: 5, maxCents: 5 });
    expect(proposalBounds(99_999_999)).toEqual({ minCents: 80_000_000, maxCents: 99_999_999 });
    expect(proposalBounds(100_000)).toEqual({ minCents: 80_001, maxCents: 100_000 });
  });

  it('calls no number, zero or a negative amount invalid_number', () => {
    for (const input of ['abc', '', '1e3', '-5', '0', '0,00', null, undefined, {}, Number.NaN, -300]) {
      expect(proposalProblem(input, 40000), String(input)).toBe('invalid_number');
    }
  });
});

describe('parseAmount for proposals', () => {
  it.each([
    ['320', 32000],
    ['320,5', 32050],
    ['320.50', 32050],
    ['320,05', 32005],
    [' 320 ', 32000],
    ['0.01', 1],
    ['9999999.99', 999999999],
    [320, 32000],
    [320.5, 32050],
    [1e3, 100000],
  ] as const)('%j is %i cents', (input, cents) => {
    expect(parseAmount(input)).toBe(cents);
  });

  it.each([
    'abc',
    '1e3',
    '-320',
    '+320',
    '320.505',
    '320.',
    '.5',
    '3 20',
    '1.000,50',
    '12345678',
    '320€',
    '0x10',
    '',
  ])('%j is no amount', (input) => {
    expect(parseAmount(input)).toBeUndefined();
  });

  it('refuses numbers that are no plain amount: negative, NaN, infinite, not a number at all', () => {
    for (const input of [-320, Number.NaN, Number.POSITIVE_INFINITY, 1e21, true, null, undefined, [320]]) {
      expect(parseAmount(input), String(input)).toBeUndefined();
    }
  });
});

describe('orderLabel (spec 4 labels)', () => {
  const LABELS: Record<OrderStatus, Record<OrderRole, string>> = {
    confirmation: { customer: 'proposed_price', vendor: 'proposal_received' },
    pending: { customer: 'counterproposal_received', vendor: 'counterproposal_given' },
    'on-hold': { customer: 'payment_pending', vendor: 'payment_pending' },
    completed: { customer: 'purchased', vendor: 'sold' },
    frozen: { customer: 'frozen', vendor: 'frozen' },
    cancelled: { customer: 'cancelled', vendor: 'cancelled' },
    trash: { customer: 'trash', vendor: 'trash' },
    refunded: { customer: 'refunded', vendor: 'refunded' },
  };
  for (const status of ORDER_STATUSES) {
    for (const role of ROLES) {
      it(`${status} / ${role} reads ${LABELS[status][role]}`, () => {
        expect(orderLabel(status, role)).toBe(LABELS[status][role]);
      });
    }
  }
});

describe('pickByPriority (completed, on-hold, pending, confirmation, frozen)', () => {
  const o = (id: number, status: OrderStatus) => ({ id, status });

  it('picks the highest status whatever the order of the list', () => {
    const all = [
      o(1, 'frozen'),
      o(2, 'confirmation'),
      o(3, 'pending'),
      o(4, 'on-hold'),
      o(5, 'completed'),
      o(6, 'cancelled'),
    ];
    expect(pickByPriority(all)?.id).toBe(5);
    expect(pickByPriority([...all].reverse())?.id).toBe(5);
    expect(pickByPriority(all.filter((x) => x.status !== 'completed'))?.id).toBe(4);
    expect(pickByPriority([o(1, 'frozen'), o(2, 'confirmation'), o(3, 'pending')])?.id).toBe(3);
    expect(pickByPriority([o(1, 'frozen'), o(2, 'confirmation')])?.id).toBe(2);
    expect(pickByPriority([o(1, 'cancelled'), o(2, 'frozen')])?.id).toBe(2);
  });

  it('takes the first of equal status and none when only ended orders remain', () => {
    expect(pickByPriority([o(7, 'confirmation'), o(8, 'confirmation')])?.id).toBe(7);
    expect(pickByPriority([o(1, 'cancelled'), o(2, 'refunded'), o(3, 'trash')])).toBeUndefined();
    expect(pickByPriority([])).toBeUndefined();
  });
});

describe('newOrderProposals (three per buyer and ad)', () => {
  it('starts a new order from what the buyer and the seller proposed before on the ad', () => {
    expect(newOrderProposals({ customer: 0, vendor: 0 })).toEqual({ customer: 1, vendor: 0 });
    expect(newOrderProposals({ customer: 2, vendor: 2 })).toEqual({ customer: 3, vendor: 2 });
  });

  it('refuses a buyer who made their three proposals already', () => {
    expect(newOrderProposals({ customer: MAX_PROPOSALS_PER_PARTY, vendor: 0 })).toBeUndefined();
  });
});
