// What an answer means for a queued change: a 409 is "come again" only while the first call with
// the key is still running; a conflict with a reason (the phone bought by another buyer) is told.
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './rules.ts';

const answer = (status: number, code?: string) =>
  Object.assign(new Error(`HTTP ${status}`), { status, ...(code ? { code } : {}) });

describe('outcomeOf', () => {
  it('retries a 409 of a call still running, and one without a code', () => {
    expect(outcomeOf(answer(409, 'idempotency_in_progress')).kind).toBe('retry');
    expect(outcomeOf(answer(409)).kind).toBe('retry');
    expect(outcomeOf(answer(429, 'too_many_requests')).kind).toBe('retry');
  });

  it('tells a 409 with a reason: the phone was bought now by another buyer', () => {
    const outcome = outcomeOf(answer(409, 'hm_product_reserved'));
    expect(outcome).toMatchObject({
      kind: 'rejected',
      failure: { status: 409, code: 'hm_product_reserved' },
    });
  });
});
