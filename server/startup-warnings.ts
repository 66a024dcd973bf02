// What the server says at start about settings that are fine on a developer's machine and
// dangerous anywhere else (main.ts prints each line).
import type { Config } from './config.ts';
import { listensOnLoopbackOnly } from './lib/loopback.ts';

export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.smtpUrl && !listensOnLoopbackOnly(config.host)) {
    warnings.push(
      `WARNING: mails (recovery links included) go to the dev outbox, and the server listens on ${config.host}, beyond this machine. ` +
        'Set SMTP_URL and PUBLIC_URL before anyone else can reach it' +
        (config.devOutbox ? ' (/dev/outbox itself answers loopback clients only).' : '.'),
    );
  }
  if (config.socialProviders.length > 0 && !config.publicUrl) {
    warnings.push(
      `WARNING: social login is configured without PUBLIC_URL: its redirect URI is http://localhost:${config.port}/… unless the request names a loopback host (Host, or X-Forwarded-Host/-Proto with TRUST_PROXY=1). Set PUBLIC_URL.`,
    );
  }
  if (config.paypalClientId !== 'sandbox' && !config.paypalWebhookId) {
    warnings.push(
      "WARNING: PayPal is configured without PAYPAL_WEBHOOK_ID: PayPal's webhooks are refused, so a payment whose capture answer was lost completes only when the buyer's pay screen asks again. Set PAYPAL_WEBHOOK_ID.",
    );
  }
  if (config.pushLocalEndpoints && !listensOnLoopbackOnly(config.host)) {
    warnings.push(
      `WARNING: PUSH_LOCAL_ENDPOINTS=1 lets any signed-in user make the server post to http://127.0.0.1 or localhost, and the server listens on ${config.host}. It is for a local push stand-in only: unset it.`,
    );
  }
  return warnings;
}
