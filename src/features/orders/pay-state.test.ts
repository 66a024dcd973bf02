import { describe, expect, it } from 'vitest';
import { payBlock, type PayFacts } from './pay-state.ts';

const NOW = Date.parse('2026-05-01T10:00:00Z');
const address = { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '' };

function facts(patch: Partial<PayFacts> = {}, order: Partial<PayFacts['order']> = {}): PayFacts {
  return {
    order: {
      status: 'on-hold',
      actions: ['pay', 'cancel'],
      shipping: address,
      expires_at: '2026-05-02T10:00:00Z',
      ...order,
    },
    editingAddress: false,
    online: true,
    busy: false,
    now: NOW,
    ...patch,
  };
}

describe('payBlock', () => {
  it('enables paying with a saved address, online, within the payment time', () => {
    expect(payBlock(facts())).toBeUndefined();
  });
  it('requires a saved shipping address', () => {
    expect(payBlock(facts({}, { shipping: null }))).toBe('shipping_required');
    expect(payBlock(facts({}, { shipping: { ...address, city: ' ' } }))).toBe('shipping_required');
  });
  it('stays disabled while the address is being edited', () => {
    expect(payBlock(facts({ editingAddress: true }))).toBe('editing');
  });
  it('needs a connection: a payment is never queued', () => {
    expect(payBlock(facts({ online: false }))).toBe('offline');
  });
  it('refuses once the payment time is over, even before the server has swept the order', () => {
    expect(payBlock(facts({}, { expires_at: '2026-05-01T09:59:59Z' }))).toBe('expired');
  });
  it('is not offered to the seller or for an order that is not waiting for payment', () => {
    expect(payBlock(facts({}, { actions: [] }))).toBe('not_payable');
    expect(payBlock(facts({}, { status: 'completed', actions: ['review'] }))).toBe('not_payable');
  });
  it('ignores a second press while a payment step runs', () => {
    expect(payBlock(facts({ busy: true }))).toBe('busy');
  });
});
