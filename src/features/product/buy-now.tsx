// "Sofort kaufen" on an ad (issue 32): the buyer takes the phone at its asking price. A
// confirmation first (it reserves the phone for 48 hours), then the purchase goes through the one
// outbox like a proposal (an `order-create` entry without a price): sent, the buyer goes on to
// the order's payment step; offline, it is sent once the connection returns; refused, the reason
// is said plainly (another buyer was quicker: 409 hm_product_reserved). Loaded with the buyer's
// buttons only (buyer-actions.tsx, lazy), never with the home list.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../core/products.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { Modal } from '../../ui/modal.tsx';
import { Price } from '../../ui/price.tsx';
import { dropOrderWrite, useOrderActions, type PendingOrderWrite } from '../orders/orders.ts';

/** The ad page's words for a refused purchase (its messages are the ad page's, adPage.*). */
export const BUY_NOW_TEXTS: ErrorTexts = {
  codes: {
    hm_product_reserved: 'adPage.buyNowReserved',
    hm_product_unavailable: 'adPage.buyNowSold',
    hm_no_payment_account: 'adPage.buyNowNoAccount',
    hm_order_not_allowed: 'adPage.buyNowRefused',
  },
  otherwise: 'adPage.buyNowRefused',
};

export function BuyNowButton({ product }: { product: Product }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const actions = useOrderActions();
  const [open, setOpen] = useState(false);
  const current = actions.current;
  const busy = current.state === 'sending';
  const buy = async () => {
    const outcome = await actions.buy({
      id: product.id,
      slug: product.slug,
      name: product.name,
      price: product.price,
    });
    if (outcome.state === 'sent' && outcome.order) {
      await navigate({ to: '/order/$orderId/accept', params: { orderId: String(outcome.order.id) } });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          actions.reset();
          setOpen(true);
        }}
        data-testid="buyer-buy-now"
      >
        <FormattedMessage id="adPage.buyNow" />
      </button>
      {open && (
        <Modal title={intl.formatMessage({ id: 'adPage.buyNowTitle' })} onClose={() => setOpen(false)}>
          <div className="modal__body" data-testid="buy-now-dialog">
            <p>
              <FormattedMessage
                id="adPage.buyNowConfirm"
                values={{ name: product.name, price: <Price value={product.price} /> }}
              />
            </p>
            {current.state === 'queued' && (
              <p className="notice" role="status" data-testid="buy-now-queued">
                <FormattedMessage id="adPage.buyNowQueued" />
              </p>
            )}
            {current.state === 'notKept' && (
              <p className="form__failure" role="alert">
                <FormattedMessage id="adPage.buyNowNotKept" />
              </p>
            )}
            {current.state === 'refused' && (
              <FailureText error={current.refusal} texts={BUY_NOW_TEXTS} testId="buy-now-refused" />
            )}
            <div className="modal__actions">
              <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                <FormattedMessage id="adPage.buyNowBack" />
              </button>
              {current.state !== 'queued' && current.state !== 'refused' && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => void buy()}
                  data-testid="buy-now-yes"
                >
                  <FormattedMessage id={busy ? 'state.loading' : 'adPage.buyNowYes'} />
                </button>
              )}
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}

/** A purchase that waits for the connection, or was refused meanwhile (it can be given up). */
export function PendingBuyNow({ write }: { write: PendingOrderWrite }) {
  if (write.state === 'queued') {
    return (
      <p className="notice" role="status" data-testid="buyer-buy-now-queued">
        <FormattedMessage id="adPage.buyNowQueued" />
      </p>
    );
  }
  return (
    <div className="notice notice--error" data-testid="buyer-buy-now-refused">
      <FailureText error={write.refusal} texts={BUY_NOW_TEXTS} className="" />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void dropOrderWrite(write.seq)}
      >
        <FormattedMessage id="adPage.buyNowDismiss" />
      </button>
    </div>
  );
}
