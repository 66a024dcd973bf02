// The pay screen's Content-Security-Policy (issue 10): PayPal's origins are allowed only on
// /order/{id}/pay and only with the PayPal provider; every other page, and the pay screen with
// the sandbox, keeps the app's own policy. The sandbox's approval page has its own strict one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { isPayPath, PAYPAL_ORIGINS } from '../../server/lib/security-headers.ts';
import { startupWarnings } from '../../server/startup-warnings.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ resetBeforeEach: false });
const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-pay-csp-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Handymarkt</title><script>window.x=1</script></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const PAYPAL_ENV = { PAYPAL_CLIENT_ID: 'live-client-id', PAYPAL_CLIENT_SECRET: 'live-secret' };
const appWith = (env: Record<string, string> = {}) =>
  createApp({
    db: server.db,
    config: loadConfig({ STATIC_DIR: staticDir, DEMO: '0', ...env }),
    storage: localStorage(server.uploadsDir),
  });

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('the pay screen policy', () => {
  it('adds PayPal to scripts, frames, calls and images on /order/{id}/pay with the PayPal provider', async () => {
    const res = await appWith(PAYPAL_ENV).request('/order/42/pay?approved=X');
    const csp = directives(res.headers.get('content-security-policy'));
    for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      for (const origin of PAYPAL_ORIGINS) expect(csp[name]).toContain(origin);
    }
    // Still no inline script but the page's own (by hash), and never framed.
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']?.some((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('keeps PayPal out of every other page, and out of the pay screen with the sandbox', async () => {
    const paypal = appWith(PAYPAL_ENV);
    const sandbox = appWith();
    for (const [app, path] of [
      [paypal, '/'],
      [paypal, '/order/42/accept'],
      [paypal, '/order/42/pay/extra'],
      [paypal, '/dashboard/orders'],
      [sandbox, '/order/42/pay'],
    ] as const) {
      const policy = (await app.request(path)).headers.get('content-security-policy') ?? '';
      expect(policy, path).not.toContain('paypal');
      expect(directives(policy)['frame-src'], path).toBeUndefined();
    }
    const api = (await paypal.request('/wp-json/wc/v3/orders/42/payment')).headers.get(
      'content-security-policy',
    );
    expect(api).toContain("default-src 'none'");
  });

  it('knows the pay path', () => {
    expect(isPayPath('/order/7/pay')).toBe(true);
    expect(isPayPath('/order/7/pay/')).toBe(true);
    expect(isPayPath('/order/7/payment')).toBe(false);
    expect(isPayPath('/x/order/7/pay')).toBe(false);
  });
});

describe('settings', () => {
  it('PayPal needs its secret; the secret never appears in the error', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'live-client-id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() => loadConfig({ PAYPAL_API_URL: 'not a url' })).toThrow(/PAYPAL_API_URL/);
    const config = loadConfig({ ...PAYPAL_ENV, PAYPAL_WEBHOOK_ID: '1AB23456CD789012E' });
    expect(config.paypalApiUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(config.paypalWebhookId).toBe('1AB23456CD789012E');
    expect(loadConfig({}).paypalClientId).toBe('sandbox');
  });

  it('warns at start when PayPal has no webhook id', () => {
    const warnings = (env: Record<string, string>) =>
      startupWarnings(loadConfig({ HOST: '127.0.0.1', ...env })).join('\n');
    expect(warnings(PAYPAL_ENV)).toMatch(/PAYPAL_WEBHOOK_ID/);
    expect(warnings({ ...PAYPAL_ENV, PAYPAL_WEBHOOK_ID: 'WH-1' })).toBe('');
    expect(warnings({})).toBe('');
    expect(warnings(PAYPAL_ENV)).not.toContain('live-secret');
  });
});
