// /order/{id}/offer (spec 2.1, price negotiation), for both parties: the ad, the label of the
// status in the caller's words (spec 4), the proposal on the table with who made it and until
// when it holds, the proposals the caller has left (three per party), the answers allowed now,
// the history, and the order's notes. Everyone else reads "not permitted to view this site" (403).
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_PROPOSALS_PER_PARTY } from '../../core/constants.ts';
import { orderAd } from '../../core/order-ad.ts';
import { isOpen, orderLabel } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { Price } from '../../ui/price.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NegotiationActions } from './negotiation-actions.tsx';
import { NegotiationHistory } from './negotiation-history.tsx';
import { LoginNotice } from './negotiation-parts.tsx';
import { OrderNotes } from './order-notes.tsx';
import { useLinkPaymentAccount } from './order-writes.ts';
import { useFirstScreenShown, useOrder } from './orders.ts';
import { useHasPaymentAccount } from './payment-account.ts';
import { VendorView } from './purchase-screen.tsx';
import { RefundButton } from './refund-button.tsx';

export function NegotiationScreen({ orderId, paypalCode }: { orderId: number; paypalCode?: string }) {
  const intl = useIntl();
  const state = useOrder(orderId);
  useDocumentTitle(
    intl.formatMessage({ id: state.order ? negotiationTitle(state.order) : 'title.negotiation' }),
  );
  usePaypalReturn(orderId, paypalCode);
  useFirstScreenShown(state.status !== 'loading');
  if (state.signedOut) {
    return (
      <section className="page negotiation">
        <h1>
          <FormattedMessage id="title.negotiation" />
        </h1>
        <LoginNotice message="orders.signin" />
      </section>
    );
  }
  if (state.forbidden) {
    return (
      <section className="page negotiation">
        <h1>
          <FormattedMessage id="title.negotiation" />
        </h1>
        <p className="notice notice--error" role="alert" data-testid="order-forbidden">
          <FormattedMessage id="orders.forbidden" />
        </p>
      </section>
    );
  }
  if (!state.order) {
    if (state.status === 'error') return <ErrorState failure={state.error} onRetry={state.reload} />;
    return <Loading />;
  }
  return <Negotiation order={state.order} />;
}

/** Back from PayPal's login with `?code=`: the account is linked, and the address cleaned. */
function usePaypalReturn(orderId: number, code: string | undefined) {
  const navigate = useNavigate();
  const user = useSession().user;
  const hasAccount = useHasPaymentAccount();
  const { mutateAsync: link } = useLinkPaymentAccount();
  const done = useRef(false);
  useEffect(() => {
    if (!code || !user || done.current) return;
    done.current = true;
    const clean = () =>
      void navigate({
        to: '/order/$orderId/offer',
        params: { orderId: String(orderId) },
        search: {},
        replace: true,
      });
    if (hasAccount) return clean();
    link({ code, email: user.email }).then(
      () => {
        showAlert('success', 'paypal.success');
        clean();
      },
      () => {
        showAlert('error', 'paypal.error');
        void navigate({ to: '/dashboard/orders' });
      },
    );
  }, [code, user, hasAccount, navigate, orderId, link]);
}

/** Agreed (accepted, paid, refunded): the order is a sale or a purchase, no longer a negotiation. */
const AGREED: readonly Order['status'][] = ['on-hold', 'completed', 'refunded'];

/** The page's heading: a sale for the seller and a purchase for the buyer once they agreed. */
export function negotiationTitle(order: Order): MessageId {
  if (!AGREED.includes(order.status)) return 'title.negotiation';
  return order.role === 'vendor' ? 'title.sale' : 'title.bought';
}

function Negotiation({ order }: { order: Order }) {
  const intl = useIntl();
  const title = negotiationTitle(order);
  const agreed = AGREED.includes(order.status);
  const ad = orderAd(order);
  const counterpart = order.role === 'customer' ? order.vendor_info : order.customer_info;
  const label = orderLabel(order.status, order.role);
  const left = MAX_PROPOSALS_PER_PARTY - order.proposals[order.role];
  const open = isOpen(order.status);
  const proposer =
    order.proposal.by === order.role ? intl.formatMessage({ id: 'orders.offer.you' }) : counterpart.name;
  return (
    <section className="page negotiation" aria-labelledby="negotiation-title" data-testid="negotiation">
      <h1 id="negotiation-title">
        <FormattedMessage id={title} />
      </h1>
      <div className="negotiation__layout">
        <div className="negotiation__ad">
          {ad.image && (
            <img src={ad.image} alt={ad.name} width={160} height={160} className="negotiation__thumb" />
          )}
          <div>
            <p className="negotiation__ad-name">
              {ad.slug ? (
                <Link to="/product/$productSlug" params={{ productSlug: ad.slug }}>
                  {ad.name}
                </Link>
              ) : (
                ad.name
              )}
            </p>
            <p className="negotiation__ad-price">
              <span className="muted">
                <FormattedMessage id="orders.offer.askingPrice" />
              </span>{' '}
              {/* The ad's price (as accepted, once it was); line_items carry the price agreed. */}
              <Price value={ad.price} />
            </p>
            <p>
              <FormattedMessage
                id={order.role === 'customer' ? 'orders.offer.buying' : 'orders.offer.selling'}
                values={{ name: counterpart.name }}
              />
            </p>
            <p className="muted">
              <FormattedMessage id="orders.offer.shipping" />
            </p>
          </div>
        </div>
        <div className="negotiation__main">
          <p className={`order-label order-label--${order.status}`} data-testid="order-label">
            <FormattedMessage id={`orders.label.${label}` as MessageId} />
          </p>
          <div className="negotiation__proposal">
            <p className="muted">
              <FormattedMessage
                id={agreed ? 'orders.offer.agreed' : open ? 'orders.offer.current' : 'orders.offer.last'}
              />
            </p>
            <p className="negotiation__price" data-testid="order-price">
              <Price value={order.proposal.price} />{' '}
              {!agreed && (
                <span className="muted">
                  <FormattedMessage id="orders.offer.proposedBy" values={{ name: proposer }} />
                </span>
              )}
            </p>
            {order.expires_at && order.status === 'on-hold' && (
              <p data-testid="order-pay-until">
                {/* The deadline and the time left, each with its words (issue 30: they were glued). */}
                <FormattedMessage
                  id="orders.offer.payUntil"
                  values={{
                    date: intl.formatDate(order.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
                    left: (
                      <Countdown
                        until={order.expires_at}
                        label={intl.formatMessage({ id: 'pay.countdown' })}
                      />
                    ),
                  }}
                />
              </p>
            )}
            {order.expires_at && order.status !== 'on-hold' && (
              <p data-testid="order-expires">
                <FormattedMessage
                  id="orders.offer.expires"
                  values={{
                    date: intl.formatDate(order.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
                  }}
                />
              </p>
            )}
            {open && order.status !== 'on-hold' && (
              <p className="muted" data-testid="proposals-left">
                <FormattedMessage id="orders.offer.left" values={{ count: Math.max(0, left) }} />
              </p>
            )}
          </div>
          <StatusNote order={order} />
          <NegotiationActions order={order} />
          {agreed && <AgreedOrder order={order} />}
        </div>
      </div>
      <NegotiationHistory order={order} />
      {/* Helper D's order notes (spec 2.3: order detail with notes), both parties add them. */}
      <OrderNotes orderId={order.id} />
    </section>
  );
}

/** What the caller waits for, or why it ended, in plain words. */
function StatusNote({ order }: { order: Order }) {
  let id: MessageId | undefined;
  let values: Record<string, string> | undefined;
  if (order.status === 'frozen') {
    id = order.role === 'customer' ? 'orders.offer.frozenCustomer' : 'orders.offer.frozenVendor';
  } else if (order.status === 'confirmation' || order.status === 'pending') {
    const waitsForMe =
      (order.status === 'confirmation' && order.role === 'vendor') ||
      (order.status === 'pending' && order.role === 'customer');
    if (!waitsForMe) {
      id = order.role === 'customer' ? 'orders.offer.waitingVendor' : 'orders.offer.waitingCustomer';
    }
  } else if (order.status === 'cancelled' && order.cancel_reason) {
    if (order.cancel_reason === 'declined' && order.decline_reason) {
      id = 'orders.reason.declinedWith';
      values = { reason: order.decline_reason };
    } else {
      id = `orders.reason.${order.cancel_reason}` as MessageId;
    }
  }
  if (!id) return null;
  return (
    <p className="notice" role="status" data-testid="order-status-note">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}

/** An agreed order's next steps: the seller's shipping address and refund, the buyer's purchase. */
function AgreedOrder({ order }: { order: Order }) {
  const vendor = order.role === 'vendor';
  return (
    <>
      {vendor && <VendorView order={order} />}
      {vendor && order.status === 'completed' && (
        <div className="purchase__next">
          <RefundButton order={order} />
        </div>
      )}
      <p>
        <Link to="/order/$orderId/accept" params={{ orderId: String(order.id) }}>
          <FormattedMessage id={vendor ? 'orders.offer.toSale' : 'orders.offer.toPurchase'} />
        </Link>
      </p>
    </>
  );
}
