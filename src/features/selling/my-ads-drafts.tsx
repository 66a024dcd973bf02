// My ads' device tabs: the drafts (kept on this device, a refused one with the server's reason)
// and the ads waiting to be sent (published offline, sent by the outbox once online).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { centsToApiAmount, parseAmount } from '../../core/money.ts';
import { Price } from '../../ui/price.tsx';
import { EmptyState, Loading } from '../../ui/states.tsx';
import { useDeleteDraft, useDrafts, type DraftSummary } from './drafts.ts';
import { TabHeading } from './my-ads-screen.tsx';
import { useOnline } from './my-ads.ts';

function DraftPrice({ price }: { price: string }) {
  // What the seller typed, read by the ad form's own rule: no price shown for what is none.
  const cents = parseAmount(price);
  return cents === undefined ? null : <Price value={centsToApiAmount(cents)} />;
}

function DraftItem({ draft }: { draft: DraftSummary }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteDraft();
  const titleId = `draft-${draft.id}-title`;
  return (
    <li className="my-ad" data-testid="my-draft" data-state={draft.state} aria-labelledby={titleId}>
      <DraftCover draft={draft} />
      <div className="my-ad__body">
        <DraftTitle draft={draft} titleId={titleId} />
        <p className="my-ad__state">
          {draft.state === 'failed' ? (
            <>
              <span className="ad-status ad-status--pending">
                <FormattedMessage id="myAds.draft.refused" />
              </span>{' '}
              {draft.failure}
            </>
          ) : (
            <FormattedMessage id="myAds.draft.explain" />
          )}
        </p>
        <p className="my-ad__dates">
          <FormattedMessage
            id="myAds.draft.saved"
            values={{ date: intl.formatDate(draft.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        </p>
      </div>
      <div className="ad-actions">
        <div className="ad-actions__buttons">
          <Link
            to="/publish/new"
            search={{ draft: draft.id }}
            className="button button--primary"
            aria-label={intl.formatMessage({ id: 'myAds.draft.openNamed' }, { name: draft.title })}
          >
            <FormattedMessage id="myAds.draft.open" />
          </Link>
          {confirming ? (
            <>
              <button
                type="button"
                className="button button--danger"
                // Still disabled once deleted, until the list no longer has the draft.
                disabled={deletion.isPending || deletion.isSuccess}
                onClick={() => deletion.mutate(draft.id)}
                autoFocus
              >
                <FormattedMessage id="myAds.draft.confirmDelete" />
              </button>
              <button type="button" className="button button--link" onClick={() => setConfirming(false)}>
                <FormattedMessage id="myAds.delete.cancel" />
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--link ad-actions__delete"
              aria-label={intl.formatMessage({ id: 'myAds.draft.deleteNamed' }, { name: draft.title })}
              onClick={() => setConfirming(true)}
            >
              <FormattedMessage id="myAds.draft.delete" />
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The cover photo of a draft, or a phone icon when it has none yet. */
function DraftCover({ draft }: { draft: DraftSummary }) {
  return (
    <div className="my-ad__media">
      {draft.coverUrl ? (
        <img src={draft.coverUrl} alt="" width={96} height={96} />
      ) : (
        <Icon name="phone" width={40} height={40} />
      )}
    </div>
  );
}

/** A draft's title (what names its list item) and price. */
function DraftTitle({ draft, titleId }: { draft: DraftSummary; titleId: string }) {
  return (
    <>
      <h3 id={titleId} className="my-ad__title">
        {draft.title}
      </h3>
      <p className="my-ad__price">
        <DraftPrice price={draft.price} />
      </p>
    </>
  );
}

function WaitingItem({ draft, online }: { draft: DraftSummary; online: boolean }) {
  const titleId = `waiting-${draft.id}-title`;
  return (
    <li className="my-ad" data-testid="my-waiting" aria-labelledby={titleId}>
      <DraftCover draft={draft} />
      <div className="my-ad__body">
        <DraftTitle draft={draft} titleId={titleId} />
        <p className="my-ad__state">
          <span className="ad-status ad-status--pending">
            <FormattedMessage id="myAds.waiting.label" />
          </span>{' '}
          <FormattedMessage id={online ? 'myAds.waiting.sending' : 'myAds.waiting.offline'} />
        </p>
      </div>
    </li>
  );
}

/** Drafts (and refused ads, back as drafts with the reason) or the ads waiting to be sent. */
export function MyDrafts({ tab }: { tab: 'drafts' | 'waiting' }) {
  const drafts = useDrafts();
  const online = useOnline();
  const shown = drafts?.filter((d) => (tab === 'waiting' ? d.state === 'queued' : d.state !== 'queued'));
  return (
    <div className="my-ads__panel">
      <TabHeading tab={tab} />
      <p className="my-ads__intro">
        <FormattedMessage id={tab === 'drafts' ? 'myAds.draft.intro' : 'myAds.waiting.intro'} />
      </p>
      {shown === undefined ? (
        <Loading />
      ) : shown.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={tab === 'drafts' ? 'myAds.empty.drafts' : 'myAds.empty.waiting'} />}
        >
          <Link to="/publish/new" className="button button--primary">
            <FormattedMessage id="myAds.new" />
          </Link>
        </EmptyState>
      ) : (
        <ul className="my-ads__list">
          {shown.map((d) =>
            tab === 'waiting' ? (
              <WaitingItem key={d.id} draft={d} online={online} />
            ) : (
              <DraftItem key={d.id} draft={d} />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
