// The pay button and why it is disabled (spec 5: only with a saved address that is not being
// edited). Sandbox (the laptop default): the button starts the payment and opens the local
// approve page, which sends the buyer back to /order/{id}/pay?approved=…. PayPal: its own buttons,
// whose script loads only here (pay-paypal-buttons.tsx, a chunk of its own).
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useNow } from '../../ui/countdown.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { Loading } from '../../ui/states.tsx';
import { useSettings } from '../content/settings.ts';
import { useOnline } from '../layout/app-status.ts';
import { useCapturePayment, useStartPayment } from './order-writes.ts';
import { PAY_TEXTS } from './pay-errors.ts';
import { payBlock, type PayBlock } from './pay-state.ts';

const PaypalButtons = lazy(() =>
  import('./pay-paypal-buttons.tsx').then((m) => ({ default: m.PaypalButtons })),
);

const BLOCK_MESSAGE: Record<Exclude<PayBlock, 'busy'>, MessageId> = {
  not_payable: 'pay.notPayable',
  expired: 'pay.expired',
  shipping_required: 'pay.shippingRequired',
  editing: 'pay.address.editing',
  offline: 'pay.offline',
};

export function PayBlockReason({ id, block }: { id: string; block: PayBlock | undefined }) {
  const message = block && block !== 'busy' ? BLOCK_MESSAGE[block] : undefined;
  return (
    <p id={id} className="pay__why" role="status">
      {message && <FormattedMessage id={message} />}
    </p>
  );
}

/**
 * Whether this document was loaded at the pay screen's address: the server's policy lets PayPal's
 * scripts and frames into that page only, and a policy belongs to the document, so arriving here
 * by an in-app link from elsewhere would leave PayPal's buttons blocked.
 */
export function documentLoadedOnPayScreen(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  const path = new URL(entry?.name ?? window.location.href).pathname;
  return /^\/order\/[^/]+\/pay\/?$/.test(path);
}

/** PayPal's buttons (a real client id), not the sandbox's. */
export const isPaypalClient = (client: string | undefined): client is string =>
  client !== undefined && client !== 'sandbox';

/** `paypal_client` of the general settings: `sandbox`, or PayPal's client id. */
export function PayArea({ order, editingAddress }: { order: Order; editingAddress: boolean }) {
  const intl = useIntl();
  const online = useOnline();
  const settings = useSettings();
  const start = useStartPayment(order.id);
  const capture = useCapturePayment(order.id);
  // What PayPal's own buttons report that is no call of ours: the buyer closed PayPal's window, or
  // its script failed. Our calls' failures are the mutations' errors.
  const [paypalEvent, setPaypalEvent] = useState<{ error: unknown } | 'cancelled'>();
  const now = useNow();
  const client = settings.data?.paypal_client;
  // The sandbox's start stays busy until the approval page has opened (the document unloads).
  const redirecting = client === 'sandbox' && (start.isPending || start.isSuccess);
  const block = payBlock({ order, editingAddress, online, busy: redirecting, now });
  const [loadedHere] = useState(documentLoadedOnPayScreen);
  const reloadForPaypal = isPaypalClient(client) && !loadedHere;
  useEffect(() => {
    if (reloadForPaypal) window.location.reload();
  }, [reloadForPaypal]);
  const { reset: resetStart } = start;
  useEffect(() => {
    // Back from the approval page with the browser's back button: the page may come from the
    // back-forward cache as it was left, still "on to the payment".
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) resetStart();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [resetStart]);

  const startSandbox = () =>
    start.mutate(undefined, { onSuccess: (payment) => window.location.assign(payment.approve_url) });
  /** A new attempt with PayPal: what went wrong before is no longer the news. */
  const beginWithPaypal = () => {
    setPaypalEvent(undefined);
    capture.reset();
    return start.mutateAsync();
  };
  const failure =
    paypalEvent === 'cancelled' ? undefined : (paypalEvent?.error ?? capture.error ?? start.error);

  let button;
  if (client === undefined) {
    button = settings.status === 'error' ? null : <Loading />;
  } else if (reloadForPaypal) {
    button = <Loading label={<FormattedMessage id="pay.paypalLoading" />} />;
  } else if (client === 'sandbox' || block !== undefined) {
    button = (
      <button
        type="button"
        className="button button--primary pay__button"
        disabled={block !== undefined}
        aria-describedby="pay-why"
        onClick={startSandbox}
      >
        <FormattedMessage id={redirecting ? 'pay.redirecting' : 'pay.button'} />
      </button>
    );
  } else {
    button = (
      <Suspense fallback={<Loading label={<FormattedMessage id="pay.paypalLoading" />} />}>
        <PaypalButtons
          clientId={client}
          begin={beginWithPaypal}
          complete={() => capture.mutateAsync()}
          onError={(error) => setPaypalEvent({ error })}
          onCancel={() => setPaypalEvent('cancelled')}
        />
      </Suspense>
    );
  }

  return (
    <section className="panel pay__area" aria-label={intl.formatMessage({ id: 'pay.button' })}>
      {button}
      {settings.status === 'error' && client === undefined && (
        <p className="form__failure" role="alert">
          <FormattedMessage id={online ? 'error.generic' : 'pay.offline'} />
        </p>
      )}
      <PayBlockReason id="pay-why" block={block} />
      {paypalEvent === 'cancelled' ? (
        <p className="form__failure" role="alert" data-testid="pay-failure">
          <FormattedMessage id="pay.paypalCancelled" />
        </p>
      ) : (
        <FailureText error={failure} texts={PAY_TEXTS} testId="pay-failure" />
      )}
      {client === 'sandbox' && (
        <p className="muted pay__hint">
          <FormattedMessage id="pay.sandboxHint" />
        </p>
      )}
    </section>
  );
}
