// /claim/$token, the seller's side of the external listing flow: anyone with the link sees the
// anonymous buyer's proposal ("Ein Käufer bietet 320 € für dein iPhone 13"), logs in or registers,
// and completes the ad in the usual ad form, prefilled with the phone and the price. Once it is
// published, the proposal becomes an order the seller answers like any other (claim-published).
// A withdrawn, claimed or expired link says so.
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { Price, priceText } from '../../ui/price.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { useAttributes } from '../catalogue/attributes.ts';
import { useMyAds } from '../selling/my-ads.ts';
import { ClaimPublished } from './claim-published.tsx';
import {
  isOwnOffer,
  startClaimDraft,
  useExternalOffer,
  useMyExternalAds,
  type ExternalOffer,
} from './external.ts';

const CLOSED: Record<Exclude<ExternalOffer['status'], 'pending'>, MessageId> = {
  claimed: 'external.claim.claimed',
  withdrawn: 'external.claim.withdrawn',
  expired: 'external.claim.expired',
};

/** The seller's live ads: one of them may be the phone (the claim param got lost, or listed before). */
function ClaimWithPublished({ token }: { token: string }) {
  const intl = useIntl();
  const mine = useMyAds('active');
  const selectId = useId();
  const [chosen, setChosen] = useState<number>();
  const [claiming, setClaiming] = useState<{ id: number; slug: string }>();
  const ads = mine.ads.filter((ad) => ad.stock_status === 'instock');
  if (claiming) return <ClaimPublished token={token} product={claiming} />;
  if (ads.length === 0) return null;
  const ad = ads.find((a) => a.id === chosen) ?? ads[0];
  return (
    <div className="claim__existing">
      <p>
        <FormattedMessage id="external.claim.existing" />
      </p>
      <div className="field">
        <label htmlFor={selectId}>
          <FormattedMessage id="external.claim.existingField" />
        </label>
        <select
          id={selectId}
          className="input"
          value={ad?.id ?? ''}
          onChange={(e) => setChosen(Number(e.target.value))}
        >
          {ads.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} – {priceText(intl, a.price)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => ad && setClaiming({ id: ad.id, slug: ad.slug })}
      >
        <FormattedMessage id="external.claim.existingSubmit" />
      </button>
    </div>
  );
}

function Offer({ token, offer }: { token: string; offer: ExternalOffer }) {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const { data: catalogue } = useAttributes();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const signedIn = isLoggedIn(session) || hasStoredToken();
  // The buyer opening their own link: no ad to complete (the claim would be refused).
  const mine = useMyExternalAds(session.user !== undefined);
  const own = mine.ads !== undefined && isOwnOffer(mine.ads, offer);
  const price = priceText(intl, offer.proposal.price);
  const complete = async () => {
    setStarting(true);
    setFailed(false);
    try {
      const draft = await startClaimDraft(offer, catalogue);
      await navigate({ to: '/publish/new', search: { draft, claim: token } });
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };
  if (offer.status !== 'pending') {
    return (
      <EmptyState title={<FormattedMessage id={CLOSED[offer.status]} />}>
        <Link to="/" className="button button--secondary">
          <FormattedMessage id="placeholder.backHome" />
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="claim" data-testid="claim-offer">
      <p className="claim__offer">
        <FormattedMessage id="external.claim.offer" values={{ price, name: offer.name }} />
      </p>
      <dl className="claim__facts">
        <dt>
          <FormattedMessage id="external.claim.asked" />
        </dt>
        <dd>
          <Price value={offer.price} />
        </dd>
        <dt>
          <FormattedMessage id="external.claim.validUntil" />
        </dt>
        <dd>{intl.formatDate(offer.expires_at, { dateStyle: 'medium' })}</dd>
      </dl>
      <h2>
        <FormattedMessage id="external.claim.howTitle" />
      </h2>
      <ol className="steps">
        <li>
          <FormattedMessage id="external.claim.step1" />
        </li>
        <li>
          <FormattedMessage id="external.claim.step2" />
        </li>
        <li>
          <FormattedMessage id="external.claim.step3" />
        </li>
      </ol>
      <p className="muted">
        <FormattedMessage id="external.claim.free" />
      </p>
      <div className="intro__actions">
        {!signedIn ? (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => openAuthModal({ view: 'login' })}
            >
              <FormattedMessage id="external.claim.login" />
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => openAuthModal({ view: 'register' })}
            >
              <FormattedMessage id="external.claim.register" />
            </button>
          </>
        ) : session.user === undefined || mine.loading ? (
          <Loading />
        ) : own ? (
          <p className="notice" data-testid="claim-own">
            <FormattedMessage id="external.claim.own" />
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={starting}
            onClick={() => void complete()}
          >
            <FormattedMessage id="external.claim.complete" />
          </button>
        )}
      </div>
      {failed && (
        <p className="form__failure" role="alert">
          <FormattedMessage id="external.claim.startFailed" />
        </p>
      )}
      {session.user !== undefined && !mine.loading && !own && <ClaimWithPublished token={token} />}
    </div>
  );
}

export function ClaimScreen({ token }: { token: string }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'external.claim.title' }));
  const { offer, failure } = useExternalOffer(token);
  return (
    <section className="page claim-page" aria-labelledby="claim-title">
      <h1 id="claim-title">
        <FormattedMessage id="external.claim.title" />
      </h1>
      {offer ? (
        <Offer token={token} offer={offer} />
      ) : failure ? (
        failure.status === 404 || failure.code === 'hm_external_closed' ? (
          <EmptyState title={<FormattedMessage id="external.claim.unknown" />}>
            <Link to="/" className="button button--secondary">
              <FormattedMessage id="placeholder.backHome" />
            </Link>
          </EmptyState>
        ) : (
          <ErrorState failure={failure} />
        )
      ) : (
        <Loading />
      )}
    </section>
  );
}
