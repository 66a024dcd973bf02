// product_submited (spec 2.4): the ad went through. Share it, or close: closing goes to My ads,
// which loads the seller's ads afresh.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../ui/modal.tsx';
import type { Published } from './publish-queue.ts';

export function ProductSubmittedModal({ published, onClose }: { published: Published; onClose: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}/product/${published.product.slug}`;
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: published.product.name, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  if (published.pending) return <ProductPendingModal published={published} onClose={onClose} />;
  return (
    <Modal
      title={intl.formatMessage({
        id: published.edited ? 'selling.submitted.editedTitle' : 'selling.submitted.title',
      })}
      onClose={onClose}
    >
      <div className="product-submitted" data-testid="product-submitted">
        <p>
          <FormattedMessage
            id={published.edited ? 'selling.submitted.editedText' : 'selling.submitted.text'}
            values={{ name: published.product.name }}
          />
        </p>
        <div className="intro__actions">
          <button type="button" className="button button--primary" onClick={() => void share()}>
            <FormattedMessage id={copied ? 'product.linkCopied' : 'product.share'} />
          </button>
          <Link
            to="/product/$productSlug"
            params={{ productSlug: published.product.slug }}
            className="button button--secondary"
          >
            <FormattedMessage id="selling.submitted.view" />
          </Link>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The flagging rules held the ad back (issue 18, src/core/moderation-flags.ts): it is not public
 * yet, so there is nothing to share; it waits in My ads as "In Prüfung" until the operator decides.
 */
function ProductPendingModal({ published, onClose }: { published: Published; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'selling.submitted.pendingTitle' })} onClose={onClose}>
      <div className="product-submitted" data-testid="product-pending">
        <p>
          <FormattedMessage id="selling.submitted.pendingText" values={{ name: published.product.name }} />
        </p>
        <div className="intro__actions">
          <Link to="/dashboard/products" className="button button--primary">
            <FormattedMessage id="selling.submitted.myAds" />
          </Link>
        </div>
      </div>
    </Modal>
  );
}
