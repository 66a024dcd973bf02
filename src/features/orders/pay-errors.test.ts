import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/client.ts';
import { payFailureMessage } from './pay-errors.ts';

const failure = (code: string, status = 400) => new ApiFailure(code, status, 'server words');

describe('payFailureMessage', () => {
  it('says the payment was not received when the provider declined it', () => {
    expect(payFailureMessage(failure('hm_payment_declined'))).toBe('pay.notReceived');
  });
  it('says the time to pay is over', () => {
    expect(payFailureMessage(failure('hm_order_expired'))).toBe('pay.expired');
  });
  it('asks for a shipping address', () => {
    expect(payFailureMessage(failure('hm_shipping_required'))).toBe('pay.shippingRequired');
  });
  it('says a payment needs a connection', () => {
    expect(payFailureMessage(new ApiFailure('network', 0, 'unreachable'))).toBe('pay.offline');
  });
  it('reads every 403 as "not permitted to view this site"', () => {
    expect(payFailureMessage(failure('hm_order_forbidden', 403))).toBe('orders.forbidden');
    expect(payFailureMessage(failure('something_else', 403))).toBe('orders.forbidden');
  });
  it('names a sold or reserved phone in plain words', () => {
    expect(payFailureMessage(failure('hm_product_unavailable'))).toBe('orders.error.sold');
    expect(payFailureMessage(failure('hm_product_reserved'))).toBe('orders.error.reserved');
  });
  it('never shows raw server text for anything else', () => {
    expect(payFailureMessage(failure('internal_error', 500))).toBe('error.server');
    expect(payFailureMessage(new Error('boom'))).toBe('error.generic');
  });
});
