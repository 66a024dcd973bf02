// The order page's timeline of a protected purchase (issue 32): the happy path's steps with
// their times, and how an order that ended otherwise shows its end; the problem form's text
// limits mirror the server's (src/core/problems.ts).
import { describe, expect, it } from 'vitest';
import type { Fulfilment } from '../../core/fulfilment.ts';
import { PROBLEM_TEXT_MAX } from '../../core/problems.ts';
import { timelineSteps } from './fulfilment-timeline.tsx';
import { problemTextIssue } from './problem-form.tsx';

const paid = '2026-11-20T10:00:00.000Z';
const fulfilment = (over: Partial<Fulfilment> = {}): Fulfilment => ({
  status: 'awaiting_shipment',
  ship_by: '2026-11-25T10:00:00.000Z',
  shipped_at: null,
  delivered_at: null,
  received_at: null,
  protection_ends_at: '2026-12-09T10:00:00.000Z',
  payout: { status: 'held', released_at: null },
  trackings: [],
  ...over,
});
const shown = (f: Fulfilment) => timelineSteps({ date_paid: paid }, f).map((s) => [s.id, s.at !== null]);

describe('the fulfilment timeline', () => {
  it('shows paid → shipped → delivered → received, each done once it happened', () => {
    expect(shown(fulfilment())).toEqual([
      ['paid', true],
      ['shipped', false],
      ['delivered', false],
      ['received', false],
    ]);
    const received = fulfilment({
      status: 'received',
      shipped_at: '2026-11-21T10:00:00.000Z',
      delivered_at: '2026-11-22T10:00:00.000Z',
      received_at: '2026-11-22T12:00:00.000Z',
    });
    expect(shown(received).every(([, done]) => done)).toBe(true);
  });

  it('ends with the problem, the return or the not-shipped cancel instead', () => {
    const problem = fulfilment({
      status: 'problem',
      shipped_at: '2026-11-21T10:00:00.000Z',
      problem: {
        id: 1,
        reason: 'locked',
        text: 'Activation lock is on',
        photos: [],
        status: 'open',
        opened_at: '2026-11-23T10:00:00.000Z',
        answer: null,
        return: null,
        decision: null,
        escalated_at: null,
      },
    });
    expect(shown(problem).map(([id]) => id)).toEqual(['paid', 'shipped', 'problem']);
    expect(shown(fulfilment({ status: 'returned', problem: problem.problem })).map(([id]) => id)).toEqual([
      'paid',
      'problem',
      'returned',
    ]);
    // Returned: the end is done (with its time) once the return parcel was delivered.
    const back = { tracking_number: '00340431795941946975', label_url: '/r.pdf' };
    const returned = (delivered_at: string | null) =>
      shown(
        fulfilment({
          status: 'returned',
          problem: { ...problem.problem!, return: { ...back, delivered_at } },
        }),
      );
    expect(returned('2026-11-26T10:00:00.000Z').at(-1)).toEqual(['returned', true]);
    expect(returned(null).at(-1)).toEqual(['returned', false]);
    expect(shown(fulfilment({ status: 'cancelled_not_shipped' })).map(([id]) => id)).toEqual([
      'paid',
      'cancelled',
    ]);
  });
});

describe('the problem form', () => {
  it('asks for 10 to 2000 characters after trimming, as the server does', () => {
    expect(problemTextIssue('  kaputt   ')).toBe('short');
    expect(problemTextIssue('Display hat einen Sprung')).toBeUndefined();
    expect(problemTextIssue('x'.repeat(PROBLEM_TEXT_MAX + 1))).toBe('long');
  });
});
