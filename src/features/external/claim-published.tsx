// The last step of a claim (after /claim/$token → the ad form): the seller's ad is published, so
// the buyer's proposal is claimed for it and becomes an order in `confirmation`; the seller goes
// on to /order/{id}/offer to answer it like any other proposal. A refusal says why, with the ad.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { failureMessageId, type ErrorTexts, type Failure } from '../../ui/failure-message.ts';
import { Loading } from '../../ui/states.tsx';
import { claimOffer } from './external.ts';

const CLAIM_TEXTS: ErrorTexts = {
  codes: {
    hm_external_closed: 'external.claimed.closed',
    hm_own_product: 'external.claimed.own',
    hm_proposal_out_of_range: 'external.claimed.range',
    hm_product_unavailable: 'external.claimed.unavailable',
  },
  statuses: { 404: 'external.claim.unknown' },
};

export function ClaimPublished({ token, product }: { token: string; product: { id: number; slug: string } }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void claimOffer(token, product.id).then((result) => {
      if (!live) return;
      if (result.ok) {
        void navigate({
          to: '/order/$orderId/offer',
          params: { orderId: String(result.value.id) },
          replace: true,
        });
      } else setFailure(result.failure);
    });
    return () => {
      live = false;
    };
  }, [token, product.id, navigate, round]);
  if (!failure) return <Loading label={<FormattedMessage id="external.claimed.working" />} />;
  return (
    <div className="state state--error" role="alert" data-testid="claim-failed">
      <p className="state__title">
        <FormattedMessage id={failureMessageId(failure, CLAIM_TEXTS)} />
      </p>
      {failure.isNetwork && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFailure(undefined);
            setRound((r) => r + 1);
          }}
        >
          <FormattedMessage id="state.retry" />
        </button>
      )}
      <Link
        to="/product/$productSlug"
        params={{ productSlug: product.slug }}
        className="button button--secondary"
      >
        <FormattedMessage id="external.claimed.toAd" />
      </Link>
    </div>
  );
}

/** Above the ad form while it completes a claimed offer. */
export function ClaimIntro() {
  return (
    <p className="notice" data-testid="claim-intro">
      <FormattedMessage id="external.claim.formIntro" />
    </p>
  );
}
