// The owner panel on one's own ad (spec 2.3): its status in words, edit, pause (or bring it back),
// and verify the profile, in place of the buyer's buttons. Everything else is in My ads.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { Product } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { AdStatus, stateExplain } from './my-ads-card.tsx';
import { AD_ACTION_TEXTS, adOverview, runAndTell, useAdAction, useOnline } from './my-ads.ts';
import { allowedAdActions } from '../../core/product-lifecycle.ts';

type PanelAction = 'deactivate' | 'restore' | 'republish';
const PANEL_ACTIONS: readonly PanelAction[] = ['deactivate', 'restore', 'republish'];
const LABEL: Record<PanelAction, MessageId> = {
  deactivate: 'owner.pause',
  restore: 'myAds.action.restore',
  republish: 'myAds.action.republish',
};
const DONE: Record<PanelAction, MessageId> = {
  deactivate: 'myAds.done.deactivate',
  restore: 'myAds.done.restore',
  republish: 'myAds.done.republish',
};

export function OwnerPanel({ ad, onChanged }: { ad: Product; onChanged: (ad: Product) => void }) {
  const online = useOnline();
  const now = new Date();
  const { state } = adOverview(ad, now);
  const allowed = allowedAdActions(state, null, now);
  const change = useAdAction(ad);
  const busy = change.isPending;
  const run = (action: PanelAction) =>
    runAndTell(change, action, (changed) => {
      if (!changed) return;
      showAlert('success', DONE[action]);
      onChanged(changed);
    });
  return (
    <section className="owner-panel" aria-labelledby="owner-panel-title" data-testid="owner-panel">
      <h2 id="owner-panel-title" className="owner-panel__title">
        <FormattedMessage id="owner.title" />
      </h2>
      <p className="owner-panel__state">
        <AdStatus state={state} /> <FormattedMessage id={stateExplain(state)} />
      </p>
      <div className="owner-panel__actions" aria-busy={busy}>
        {allowed.includes('edit') && (
          <Link
            to="/product/$productSlug/edit"
            params={{ productSlug: ad.slug }}
            state={{ fromMyAds: true }}
            className="button button--primary"
          >
            <FormattedMessage id="myAds.action.edit" />
          </Link>
        )}
        {PANEL_ACTIONS.filter((a) => allowed.includes(a)).map((action) => (
          <button
            key={action}
            type="button"
            className="button button--secondary"
            disabled={busy || !online}
            aria-describedby={online ? undefined : 'owner-panel-offline'}
            onClick={() => run(action)}
          >
            <FormattedMessage
              id={
                busy
                  ? 'myAds.action.busy'
                  : action === 'restore' && state === 'trash'
                    ? 'myAds.action.restoreRemoved'
                    : LABEL[action]
              }
            />
          </button>
        ))}
        <Link to="/dashboard/settings" className="button button--secondary">
          <FormattedMessage id="owner.verify" />
        </Link>
      </div>
      {!online && (
        <p id="owner-panel-offline" className="ad-actions__note">
          <FormattedMessage id="myAds.offline" />
        </p>
      )}
      <FailureText error={change.error} texts={AD_ACTION_TEXTS} />
      <p className="owner-panel__more">
        <Link to="/dashboard/products">
          <FormattedMessage id="owner.manage" />
        </Link>
      </p>
    </section>
  );
}
