// The delete_product modal (spec 2.4): two choices, hide or delete for good, each saying what it
// does before it does it. Closing it (×, Escape, a click outside) clears the pending deletion.
import { FormattedMessage, useIntl } from 'react-intl';
import { isAdActionAllowed } from '../../core/product-lifecycle.ts';
import type { Product } from '../../core/products.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { AD_ACTION_TEXTS, adOverview, hideActionOf, runAndTell, useAdAction } from './my-ads.ts';

export function DeleteAdModal({
  ad,
  online,
  onClose,
  onDone,
}: {
  ad: Product;
  online: boolean;
  onClose: () => void;
  /** After a change the server accepted; the modal is closed by its owner. */
  onDone: (action: 'deactivate' | 'trash' | 'delete') => void;
}) {
  const intl = useIntl();
  const { state } = adOverview(ad, new Date());
  const hide = hideActionOf(state);
  const canDelete = isAdActionAllowed(state, 'delete');
  // Its own key per opening of the modal: confirming again after a lost answer is a retry.
  const change = useAdAction(ad);
  const run = (action: 'deactivate' | 'trash' | 'delete') => runAndTell(change, action, () => onDone(action));
  const disabled = change.isPending || !online;
  return (
    <Modal title={intl.formatMessage({ id: 'myAds.delete.title' })} onClose={onClose}>
      <div className="delete-ad" aria-busy={change.isPending}>
        <p>
          <FormattedMessage id="myAds.delete.question" values={{ name: ad.name }} />
        </p>
        {!online && (
          <p className="notice" role="status">
            <FormattedMessage id="myAds.offline" />
          </p>
        )}
        <FailureText error={change.error} texts={AD_ACTION_TEXTS} />
        <ul className="delete-ad__choices">
          {hide && (
            <li>
              <button
                type="button"
                className="button button--secondary"
                disabled={disabled}
                aria-describedby="delete-ad-hide"
                onClick={() => run(hide)}
              >
                <FormattedMessage id="myAds.delete.hide" />
              </button>
              <p id="delete-ad-hide" className="delete-ad__explain">
                <FormattedMessage
                  id={hide === 'deactivate' ? 'myAds.delete.hideExplain' : 'myAds.delete.removeExplain'}
                />
              </p>
            </li>
          )}
          {canDelete && (
            <li>
              <button
                type="button"
                className="button button--danger"
                disabled={disabled}
                aria-describedby="delete-ad-forever"
                onClick={() => run('delete')}
              >
                <FormattedMessage id="myAds.delete.forever" />
              </button>
              <p id="delete-ad-forever" className="delete-ad__explain">
                <FormattedMessage id="myAds.delete.foreverExplain" />
              </p>
            </li>
          )}
        </ul>
        <div className="form__actions">
          <button type="button" className="button button--link" onClick={onClose}>
            <FormattedMessage id="myAds.delete.cancel" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
