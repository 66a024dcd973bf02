// The one mapping from a failed call to what the user reads: an area's own words first, then the
// catalogue's default for the code, then the status; the values a text needs come along.
import { describe, expect, it } from 'vitest';
import { errorText, failureMessageId, type ErrorTexts } from './failure-message.ts';

const NBSP = '\u00a0';
const failure = (code: string, status = 400, more: object = {}) => ({
  code,
  status,
  isNetwork: false,
  ...more,
});

describe('errorText', () => {
  it('shows the catalogue text of a code no area words its own way', () => {
    expect(failureMessageId(failure('idempotency_in_progress', 409))).toBe('error.stillRunning');
    expect(failureMessageId(failure('rest_invalid_param'))).toBe('error.badRequest');
    expect(failureMessageId(failure('hm_payment_unavailable', 503))).toBe('error.server');
    expect(failureMessageId(failure('rest_no_route', 404))).toBe('error.notFound');
  });

  it('reads a code it does not know by its status, and anything else as generic', () => {
    expect(failureMessageId(failure('proxy_said_no', 404))).toBe('error.notFound');
    expect(failureMessageId(failure('proxy_said_no', 502))).toBe('error.server');
    expect(failureMessageId(failure('proxy_said_no', 418))).toBe('error.generic');
    expect(failureMessageId(new Error('boom'))).toBe('error.generic');
    expect(failureMessageId(undefined)).toBe('error.generic');
  });

  it("takes an area's words in order: connection, code, status, then its own default", () => {
    const texts: ErrorTexts = {
      offline: 'pay.offline',
      codes: { hm_order_expired: 'pay.expired' },
      statuses: { 403: 'orders.forbidden' },
      otherwise: 'orders.error.generic',
    };
    expect(failureMessageId({ code: 'network', status: 0, isNetwork: true }, texts)).toBe('pay.offline');
    expect(failureMessageId({ code: 'network', status: 0, isNetwork: true })).toBe('error.offline');
    expect(failureMessageId(failure('hm_order_expired', 403), texts)).toBe('pay.expired');
    expect(failureMessageId(failure('rest_forbidden', 403), texts)).toBe('orders.forbidden');
    expect(failureMessageId(failure('idempotency_in_progress', 409), texts)).toBe('orders.error.generic');
  });

  it('finds nothing for a code named like an object property', () => {
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(failureMessageId(failure(code), { codes: {} }), code).toBe('error.badRequest');
    }
  });

  it('brings the bounds a refusal names, formatted, and the time to wait', () => {
    const refused = failure('hm_proposal_out_of_range', 400, { details: { min: '320.01', max: '400' } });
    expect(errorText(refused, {}, 'de-DE').values).toEqual({ small: `320,01${NBSP}€`, high: `400${NBSP}€` });
    expect(errorText(refused, {}, 'en-GB').values).toEqual({ small: '€320.01', high: '€400' });
    expect(errorText(failure('too_many_requests', 429, { retryAfterMs: 1500 })).values).toEqual({
      seconds: '2',
    });
    expect(errorText(failure('rest_invalid_param')).values).toEqual({});
  });
});
