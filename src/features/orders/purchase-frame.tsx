// The frame of the purchase and pay screens: the title, then the order once it is there. Order
// pages are for their two parties only (spec 6, 8: a failed fetch reads as "not permitted"), and
// need a login.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { hasStoredToken } from '../../session/token.ts';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { useFirstScreenShown, useOrder, type OrderState } from './orders.ts';

/** No token at all (a token still being checked shows the loading state, not this). */
function LoginPrompt() {
  return (
    <EmptyState title={<FormattedMessage id="pay.loginRequired" />}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAuthModal({ view: 'login' })}
      >
        <FormattedMessage id="nav.login" />
      </button>
    </EmptyState>
  );
}

export function PurchaseFrame({
  orderId,
  title,
  className,
  children,
}: {
  orderId: number;
  /** The heading, or the heading for an order (the seller's sale is not "complete purchase"). */
  title: MessageId | ((order: Order) => MessageId);
  className: string;
  children: (order: Order, state: OrderState) => ReactNode;
}) {
  const intl = useIntl();
  const state = useOrder(orderId);
  const heading = typeof title === 'function' ? (state.order ? title(state.order) : undefined) : title;
  useDocumentTitle(heading ? intl.formatMessage({ id: heading }) : '');
  useFirstScreenShown(state.status !== 'loading');
  let body: ReactNode;
  if (state.signedOut && !hasStoredToken()) body = <LoginPrompt />;
  else if (state.order && !state.signedOut) body = children(state.order, state);
  else if (state.status === 'loading') body = <Loading />;
  else if (state.forbidden) body = <EmptyState title={<FormattedMessage id="orders.forbidden" />} />;
  else body = <ErrorState failure={state.error} onRetry={state.reload} />;
  return (
    <section className={`purchase ${className}`} aria-labelledby="purchase-title">
      <h1 id="purchase-title">{heading && <FormattedMessage id={heading} />}</h1>
      {body}
    </section>
  );
}
