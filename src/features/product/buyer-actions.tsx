// The buyer's buttons on an ad (spec 2.3: proposal, pay and purchased), by the lookup priority of
// the signed-in buyer's orders on it (spec 4): "Gekauft" once bought, "Jetzt bezahlen" while
// accepted and unpaid, "Verhandlung ansehen" while negotiating, else "Sofort kaufen" (issue 32,
// buy-now.tsx) beside "Preis vorschlagen" (not on a sold or expired ad). A proposal waiting for the connection, or refused, is said here too.
// Loaded only for a signed-in visitor of someone else's ad (product-screen.tsx), so the orders
// code is never part of the home list's.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { Product } from '../../core/products.ts';
import { apiAmountToCents } from '../../core/money.ts';
import { isBuyNow } from '../orders/orders-queue.ts';
import { useProductOrders } from '../orders/orders.ts';
import { BuyNowButton, PendingBuyNow } from './buy-now.tsx';

/** "Sofort kaufen" is offered on every ad with a price (issue 32). */
const hasPrice = (price: string) => (apiAmountToCents(price) ?? 0) > 0;

export function BuyerActions({ product, canPropose }: { product: Product; canPropose: boolean }) {
  const { status, order, pendingProposal } = useProductOrders(product.id);
  if (status === 'loading') return null;
  if (order?.status === 'completed') {
    return (
      <span className="button button--secondary button--static" data-testid="buyer-purchased">
        <FormattedMessage id="adPage.purchased" />
      </span>
    );
  }
  if (order?.status === 'on-hold') {
    return (
      <Link
        to="/order/$orderId/accept"
        params={{ orderId: String(order.id) }}
        className="button button--primary"
        data-testid="buyer-pay"
      >
        <FormattedMessage id="adPage.payNow" />
      </Link>
    );
  }
  if (order) {
    return (
      <Link
        to="/order/$orderId/offer"
        params={{ orderId: String(order.id) }}
        className="button button--primary"
        data-testid="buyer-negotiation"
      >
        <FormattedMessage id="adPage.openNegotiation" />
      </Link>
    );
  }
  if (pendingProposal?.create && isBuyNow(pendingProposal.create)) {
    return <PendingBuyNow write={pendingProposal} />;
  }
  if (pendingProposal?.state === 'queued') {
    return (
      <p className="notice" role="status" data-testid="buyer-proposal-queued">
        <FormattedMessage id="adPage.proposalQueued" />
      </p>
    );
  }
  if (pendingProposal?.state === 'failed') {
    return (
      <p className="notice notice--error" data-testid="buyer-proposal-refused">
        <FormattedMessage id="adPage.proposalRefused" />{' '}
        <Link to="/product/$productSlug/buy" params={{ productSlug: product.slug }}>
          <FormattedMessage id="adPage.proposalRefusedLink" />
        </Link>
      </p>
    );
  }
  if (!canPropose) return null;
  return (
    <>
      {hasPrice(product.price) && <BuyNowButton product={product} />}
      <Link
        to="/product/$productSlug/buy"
        params={{ productSlug: product.slug }}
        className={`button ${hasPrice(product.price) ? 'button--secondary' : 'button--primary'}`}
        data-testid="buyer-propose"
      >
        <FormattedMessage id="product.propose" />
      </Link>
    </>
  );
}
