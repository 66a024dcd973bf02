// The accept_order modal's two ways to link a payment account: the sandbox (the server's default
// client `sandbox`) with a made-up `sandbox-…` code the server accepts, or PayPal's login.
import { describe, expect, it } from 'vitest';
import { isSandboxClient, newSandboxCode, paypalLoginUrl } from './accept-order-link.ts';

describe('linking a payment account', () => {
  it('uses the sandbox when no real PayPal client is configured', () => {
    expect(isSandboxClient('sandbox')).toBe(true);
    expect(isSandboxClient('')).toBe(true);
    expect(isSandboxClient('AbC123-live-client')).toBe(false);
  });

  it('makes a fresh sandbox code each time, in the form the sandbox accepts', () => {
    const a = newSandboxCode();
    expect(a).toMatch(/^sandbox-[\w-]{6,}$/);
    expect(newSandboxCode()).not.toBe(a);
  });

  it('sends the seller to PayPal’s login, which comes back to the negotiation', () => {
    const url = new URL(paypalLoginUrl('client-1', 'https://handymarkt.test/order/7/offer'));
    expect(url.origin).toBe('https://www.paypal.com');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://handymarkt.test/order/7/offer');
    expect(url.searchParams.get('scope')).toBe('openid email');
  });
});
