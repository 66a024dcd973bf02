// The two ways the accept_order modal links a seller's payment account: the sandbox's made-up
// code (any `sandbox-…` code is accepted with the given e-mail), and PayPal's login ("Log in with
// PayPal"), which comes back to `returnTo` with `?code=…` for the server to exchange.
import { newIdempotencyKey } from '../../api/idempotency.ts';

export const SANDBOX_CODE_PREFIX = 'sandbox-';

/** The general settings' paypal_client: `sandbox` (the server's default) or none means the sandbox. */
export const isSandboxClient = (client: string): boolean => client === '' || client === 'sandbox';

export const newSandboxCode = (): string => `${SANDBOX_CODE_PREFIX}${newIdempotencyKey().slice(0, 12)}`;

/** PayPal's login for a merchant link (openid and e-mail scopes). */
export function paypalLoginUrl(clientId: string, returnTo: string): string {
  const params = new URLSearchParams({
    flowEntry: 'static',
    client_id: clientId,
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: returnTo,
  });
  return `https://www.paypal.com/connect?${params.toString()}`;
}
