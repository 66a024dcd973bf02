// What a seller can do with one ad now (src/core/product-lifecycle.ts decides): edit, pause,
// restore, republish, move to top, and delete through the delete_product modal. Each action needs
// the server's answer, so offline they are disabled with the reason; a refusal is said in words.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { allowedAdActions, isAdActionAllowed } from '../../core/product-lifecycle.ts';
import type { Product } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { DeleteAdModal } from './delete-ad-modal.tsx';
import { AD_ACTION_TEXTS, adOverview, runAndTell, useAdAction } from './my-ads.ts';

type ButtonAction = 'deactivate' | 'restore' | 'republish' | 'move_to_top';
const BUTTON_ACTIONS: readonly ButtonAction[] = ['republish', 'restore', 'deactivate', 'move_to_top'];

const DONE: Record<ButtonAction | 'trash' | 'delete', MessageId> = {
  deactivate: 'myAds.done.deactivate',
  restore: 'myAds.done.restore',
  republish: 'myAds.done.republish',
  move_to_top: 'myAds.done.moveToTop',
  trash: 'myAds.done.trash',
  delete: 'myAds.done.delete',
};

/** After a change the server accepted (or refused), My ads asks for its lists again (useAdAction). */
export function AdActions({ ad, online, now = new Date() }: { ad: Product; online: boolean; now?: Date }) {
  const intl = useIntl();
  const { state, nextTop } = adOverview(ad, now);
  const allowed = allowedAdActions(state, ad.moved_to_top_at ? new Date(ad.moved_to_top_at) : null, now);
  const change = useAdAction(ad);
  const busy = change.isPending ? change.variables : undefined;
  const [deleting, setDeleting] = useState(false);
  const failureId = `ad-${ad.id}-failure`;
  const offlineId = `ad-${ad.id}-offline`;

  const run = (action: ButtonAction) => runAndTell(change, action, () => showAlert('success', DONE[action]));

  const disabled = busy !== undefined || !online;
  const describedBy =
    [change.error ? failureId : '', online ? '' : offlineId].filter(Boolean).join(' ') || undefined;
  const label = (action: ButtonAction): MessageId =>
    action === 'restore' && state === 'trash' ? 'myAds.action.restoreRemoved' : `myAds.action.${action}`;
  const canDelete = isAdActionAllowed(state, 'trash') || isAdActionAllowed(state, 'delete');

  return (
    <div className="ad-actions" aria-busy={busy !== undefined}>
      <div className="ad-actions__buttons">
        {allowed.includes('edit') && (
          <Link
            to="/product/$productSlug/edit"
            params={{ productSlug: ad.slug }}
            state={{ fromMyAds: true }}
            className="button button--secondary"
            aria-label={intl.formatMessage({ id: 'myAds.action.editNamed' }, { name: ad.name })}
          >
            <FormattedMessage id="myAds.action.edit" />
          </Link>
        )}
        {BUTTON_ACTIONS.filter((a) => allowed.includes(a)).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'republish' ? 'button button--primary' : 'button button--secondary'}
            disabled={disabled}
            aria-describedby={describedBy}
            onClick={() => run(action)}
          >
            <FormattedMessage id={busy === action ? 'myAds.action.busy' : label(action)} />
          </button>
        ))}
        {canDelete && (
          <button
            type="button"
            className="button button--link ad-actions__delete"
            disabled={disabled}
            aria-describedby={describedBy}
            aria-haspopup="dialog"
            onClick={() => setDeleting(true)}
          >
            <FormattedMessage id="myAds.action.delete" />
          </button>
        )}
      </div>
      {nextTop && (
        <p className="ad-actions__note">
          <FormattedMessage
            id="myAds.moveToTopAgain"
            values={{ date: intl.formatDate(nextTop, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        </p>
      )}
      {!online && (
        <p id={offlineId} className="ad-actions__note">
          <FormattedMessage id="myAds.offline" />
        </p>
      )}
      <FailureText id={failureId} error={change.error} texts={AD_ACTION_TEXTS} />
      {deleting && (
        <DeleteAdModal
          ad={ad}
          online={online}
          onClose={() => setDeleting(false)}
          onDone={(action) => {
            setDeleting(false);
            showAlert('success', DONE[action]);
          }}
        />
      )}
    </div>
  );
}
