// Payments at a provider behind one interface (DESIGN: outside world), one file per job in
// ./payments/: types.ts (the interface and shared types), webhook.ts (the webhook body),
// sandbox.ts (the local stand-in, the default) and paypal.ts (PayPal's REST API). This module
// chooses the provider the settings name and is what the rest of the server imports.
import type { Config } from '../config.ts';
import { paypalProvider } from './payments/paypal.ts';
import { sandboxProvider } from './payments/sandbox.ts';
import type { PaymentProvider } from './payments/types.ts';

export * from './payments/types.ts';
export { moneyToCents, readWebhookEvent } from './payments/webhook.ts';
export {
  approveSandboxOrder,
  SANDBOX_PAY_PATH,
  sandboxProvider,
  sandboxWebhookSignature,
} from './payments/sandbox.ts';
export { paypalProvider, type PaypalOptions } from './payments/paypal.ts';

/** The provider the settings choose. */
export function paymentProvider(config: Config): PaymentProvider {
  if (config.paypalClientId === 'sandbox') return sandboxProvider(config.paypalWebhookId);
  if (!config.paypalClientSecret) throw new Error('PAYPAL_CLIENT_SECRET is required for PayPal');
  return paypalProvider({
    clientId: config.paypalClientId,
    clientSecret: config.paypalClientSecret,
    apiUrl: config.paypalApiUrl,
    webhookId: config.paypalWebhookId,
    partnerAttributionId: config.paypalPartnerAttributionId,
  });
}
