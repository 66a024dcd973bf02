// The last step of a claim (after /claim/$token → the ad form): the seller's ad is published, so
// the buyer's proposal is claimed for it and becomes an order in `confirmation`; the seller goes
// on to /order/{id}/offer to answer it like any other proposal. A refusal says why, with the ad.
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Loading } from '../../ui/states.tsx';
import { useClaimOffer } from './external.ts';

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
  const claim = useClaimOffer();
  const { mutate } = claim;
  const take = useCallback(
    () =>
      mutate(
        { token, productId: product.id },
        {
          onSuccess: (order) =>
            void navigate({
              to: '/order/$orderId/offer',
              params: { orderId: String(order.id) },
              replace: true,
            }),
        },
      ),
    [mutate, navigate, token, product.id],
  );
  // The claim starts as the step opens (its key makes a second start the same claim).
  useEffect(take, [take]);
  const failure = claim.error;
  if (!failure) return <Loading label={<FormattedMessage id="external.claimed.working" />} />;
  return (
    <div className="state state--error" data-testid="claim-failed">
      <FailureText error={failure} texts={CLAIM_TEXTS} className="state__title" />
      {failure.isNetwork && (
        <button type="button" className="button button--secondary" onClick={take}>
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
