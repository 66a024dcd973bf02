// /publish/buy, the external listing flow's buyer side (spec 1, issue 10): a phone found on another
// classifieds site becomes an external ad holding the buyer's anonymous proposal; the buyer sends
// its claim link to that site's seller. Below: the buyer's external ads and what became of them.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { Price, priceText } from '../../ui/price.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { useAttributes } from '../catalogue/attributes.ts';
import { ClaimLinkActions } from './claim-link-actions.tsx';
import { ExternalForm } from './external-form.tsx';
import {
  absoluteClaimUrl,
  openAdForLink,
  useMyExternalAds,
  useWithdrawExternalAd,
  type ExternalAd,
} from './external.ts';

const STATUS_LABEL: Record<ExternalAd['status'], MessageId> = {
  pending: 'external.status.pending',
  claimed: 'external.status.claimed',
  withdrawn: 'external.status.withdrawn',
  expired: 'external.status.expired',
};

/** Whatever stopped a withdrawal, the list says it once. */
const WITHDRAW_TEXTS: ErrorTexts = {
  offline: 'external.list.withdrawFailed',
  otherwise: 'external.list.withdrawFailed',
};

function Created({ ad, onAnother }: { ad: ExternalAd; onAnother: () => void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const url = absoluteClaimUrl(ad.claim_url, window.location.origin);
  return (
    <section
      className="external-created"
      aria-labelledby="external-created-title"
      data-testid="external-created"
    >
      <h2 id="external-created-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="external.created.title" />
      </h2>
      <p>
        <FormattedMessage
          id="external.created.text"
          values={{
            name: ad.name,
            price: priceText(intl, ad.proposal.price),
          }}
        />
      </p>
      <label className="claim-link">
        <span>
          <FormattedMessage id="external.created.link" />
        </span>
        <input
          className="input"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          data-testid="claim-url"
        />
      </label>
      <ClaimLinkActions url={url} name={ad.name} price={ad.proposal.price} />
      <h3>
        <FormattedMessage id="external.next.title" />
      </h3>
      <ol className="steps">
        <li>
          <FormattedMessage id="external.next.send" />
        </li>
        <li>
          <FormattedMessage id="external.next.seller" />
        </li>
        <li>
          <FormattedMessage id="external.next.answer" />
        </li>
      </ol>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        <FormattedMessage id="external.created.another" />
      </button>
    </section>
  );
}

function MyExternalAds({
  list,
  highlight,
}: {
  list: ReturnType<typeof useMyExternalAds>;
  highlight: number | undefined;
}) {
  const intl = useIntl();
  // One withdrawal at a time; `variables` is the ad it is about.
  const withdraw = useWithdrawExternalAd();
  return (
    <section className="external-list" aria-labelledby="external-list-title">
      <h2 id="external-list-title">
        <FormattedMessage id="external.list.title" />
      </h2>
      {list.loading && !list.ads ? (
        <Loading />
      ) : list.failure && !list.ads ? (
        <ErrorState failure={list.failure} onRetry={list.reload} />
      ) : !list.ads || list.ads.length === 0 ? (
        <EmptyState title={<FormattedMessage id="external.list.empty" />} />
      ) : (
        <ul className="external-ads">
          {list.ads.map((ad) => (
            <li
              key={ad.id}
              id={`external-${ad.id}`}
              className={ad.id === highlight ? 'external-ad external-ad--highlight' : 'external-ad'}
              data-testid="external-ad"
            >
              <div className="external-ad__head">
                <strong>{ad.name}</strong>
                <span className={`external-ad__status external-ad__status--${ad.status}`}>
                  <FormattedMessage id={STATUS_LABEL[ad.status]} />
                </span>
              </div>
              <p>
                <FormattedMessage id="external.list.offer" />: <Price value={ad.proposal.price} />{' '}
                <span className="muted">
                  (<FormattedMessage id="external.list.asked" />: <Price value={ad.price} />)
                </span>
              </p>
              <p className="external-ad__source">
                <a href={ad.source_url} target="_blank" rel="noopener noreferrer nofollow">
                  {ad.source_url}
                </a>
              </p>
              <p className="muted">
                <FormattedMessage
                  id="external.list.dates"
                  values={{
                    created: intl.formatDate(ad.date_created, { dateStyle: 'medium' }),
                    expires: intl.formatDate(ad.expires_at, { dateStyle: 'medium' }),
                  }}
                />
              </p>
              {ad.status === 'pending' && (
                <>
                  {ad.claim_url !== '' ? (
                    <ClaimLinkActions
                      url={absoluteClaimUrl(ad.claim_url, window.location.origin)}
                      name={ad.name}
                      price={ad.proposal.price}
                    />
                  ) : (
                    <p className="muted">
                      <FormattedMessage id="external.list.linkHint" />
                    </p>
                  )}
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={withdraw.isPending && withdraw.variables === ad.id}
                    onClick={() => withdraw.mutate(ad.id)}
                  >
                    <FormattedMessage id="external.list.withdraw" />
                  </button>
                  {withdraw.variables === ad.id && (
                    <FailureText error={withdraw.error} texts={WITHDRAW_TEXTS} />
                  )}
                </>
              )}
              {ad.status === 'claimed' && ad.order_id !== null && (
                <Link
                  to="/order/$orderId/offer"
                  params={{ orderId: String(ad.order_id) }}
                  className="button button--primary"
                >
                  <FormattedMessage id="external.list.toOrder" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExternalBuy() {
  const { data: catalogue, status, error } = useAttributes();
  const list = useMyExternalAds(true);
  const [created, setCreated] = useState<ExternalAd>();
  const [highlight, setHighlight] = useState<number>();
  return (
    <>
      {created ? (
        <Created ad={created} onAnother={() => setCreated(undefined)} />
      ) : !catalogue ? (
        status === 'error' ? (
          <ErrorState failure={error} />
        ) : (
          <Loading />
        )
      ) : (
        <ExternalForm
          catalogue={catalogue}
          onCreated={setCreated}
          onExists={(link, id) => {
            const existing = list.ads && openAdForLink(list.ads, link, id);
            return existing ? (
              <a
                href={`#external-${existing.id}`}
                onClick={() => setHighlight(existing.id)}
                data-testid="external-existing"
              >
                <FormattedMessage id="external.failure.existsLink" values={{ name: existing.name }} />
              </a>
            ) : null;
          }}
        />
      )}
      <MyExternalAds list={list} highlight={highlight} />
    </>
  );
}

export function ExternalScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'external.title' }));
  const session = useSession();
  const signedIn = isLoggedIn(session) || hasStoredToken();
  useEffect(() => {
    if (!signedIn) openAuthModal({ view: 'login' });
  }, [signedIn]);
  return (
    <section className="page external-page" aria-labelledby="external-title">
      <h1 id="external-title">
        <FormattedMessage id="external.title" />
      </h1>
      <p className="intro__lead">
        <FormattedMessage id="external.lead" />
      </p>
      {!signedIn ? (
        <EmptyState title={<FormattedMessage id="external.loginRequired" />}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openAuthModal({ view: 'login' })}
          >
            <FormattedMessage id="nav.login" />
          </button>
        </EmptyState>
      ) : session.user === undefined ? (
        <Loading />
      ) : (
        <ExternalBuy />
      )}
    </section>
  );
}
