// The external listing flow (spec 1, issue 10; calls in src/core/external-listing.ts): a buyer's
// external ads with the claim links they send to the other site's seller, the offer behind a
// claim link, and what the seller does with it (an ad prefilled from it, then the claim).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type ApiFailure, asApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import {
  claimExternalOffer,
  createExternalAd,
  fetchExternalOffer,
  fetchMyExternalAds,
  withdrawExternalAd,
} from '../../api/external.ts';
import { EMPTY_AD_FORM, type AdFormValues } from '../../core/ad-form.ts';
import type { AttributeCatalogue } from '../../core/catalogue.ts';
import {
  isHttpLink,
  type ExternalAd,
  type ExternalCreate,
  type ExternalOffer,
} from '../../core/external-listing.ts';
import { centsToApiAmount, parseAmount } from '../../core/money.ts';
import { proposalBounds, proposalProblem } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';
import { createDraft } from '../selling/drafts.ts';

export type { ExternalAd, ExternalOffer } from '../../core/external-listing.ts';

// ---- The buyer's form -----------------------------------------------------------------------

export interface ExternalFormValues {
  sourceUrl: string;
  brandId: number | undefined;
  modelId: number | undefined;
  storageId: number | undefined;
  price: string;
  proposal: string;
}

export const EMPTY_EXTERNAL_FORM: ExternalFormValues = {
  sourceUrl: '',
  brandId: undefined,
  modelId: undefined,
  storageId: undefined,
  price: '',
  proposal: '',
};

export type ExternalField = keyof ExternalFormValues;
export type ExternalProblem =
  | { kind: 'required' }
  | { kind: 'link' }
  | { kind: 'invalid_number' }
  | { kind: 'out_of_range'; min: string; max: string };
export type ExternalProblems = Partial<Record<ExternalField, ExternalProblem>>;

/** Every rule of the form (the server checks them again): link, choices, prices, the bounds. */
export function externalProblems(
  form: ExternalFormValues,
  catalogue: Pick<AttributeCatalogue, 'brands' | 'models' | 'storage'> | undefined,
): ExternalProblems {
  const problems: ExternalProblems = {};
  if (form.sourceUrl.trim() === '') problems.sourceUrl = { kind: 'required' };
  else if (!isHttpLink(form.sourceUrl)) problems.sourceUrl = { kind: 'link' };
  if (form.brandId === undefined || (catalogue && !catalogue.brands.some((b) => b.id === form.brandId)))
    problems.brandId = { kind: 'required' };
  const model = catalogue?.models.find((m) => m.id === form.modelId);
  if (form.modelId === undefined || (catalogue && (!model || model.tax_id !== form.brandId)))
    problems.modelId = { kind: 'required' };
  if (form.storageId === undefined || (catalogue && !catalogue.storage.some((s) => s.id === form.storageId)))
    problems.storageId = { kind: 'required' };
  const priceCents = parseAmount(form.price);
  if (form.price.trim() === '') problems.price = { kind: 'required' };
  else if (priceCents === undefined || priceCents <= 0) problems.price = { kind: 'invalid_number' };
  if (form.proposal.trim() === '') problems.proposal = { kind: 'required' };
  else if (priceCents !== undefined && priceCents > 0) {
    const problem = proposalProblem(form.proposal, priceCents);
    if (problem === 'invalid_number') problems.proposal = { kind: 'invalid_number' };
    if (problem === 'out_of_range') {
      const { minCents, maxCents } = proposalBounds(priceCents);
      problems.proposal = {
        kind: 'out_of_range',
        min: centsToApiAmount(minCents),
        max: centsToApiAmount(maxCents),
      };
    }
  } else if (parseAmount(form.proposal) === undefined) problems.proposal = { kind: 'invalid_number' };
  return problems;
}

/** The call's body from a form without problems. */
export function externalPayload(form: ExternalFormValues): ExternalCreate | undefined {
  const price = parseAmount(form.price);
  const proposal = parseAmount(form.proposal);
  if (
    price === undefined ||
    proposal === undefined ||
    form.brandId === undefined ||
    form.modelId === undefined ||
    form.storageId === undefined
  )
    return undefined;
  return {
    source_url: form.sourceUrl.trim(),
    brand_id: form.brandId,
    model_id: form.modelId,
    storage_id: form.storageId,
    price: centsToApiAmount(price),
    proposal: { price: centsToApiAmount(proposal) },
  };
}

/** The claim link as one can send it: absolute, whatever the server wrote. */
export function absoluteClaimUrl(claimUrl: string, origin: string): string {
  return /^https?:\/\//i.test(claimUrl)
    ? claimUrl
    : `${origin}${claimUrl.startsWith('/') ? '' : '/'}${claimUrl}`;
}

/** The buyer's own ads open for this link (the answer to "one open external ad per link"). */
export const openAdForLink = (
  ads: readonly ExternalAd[],
  link: string,
  id?: string,
): ExternalAd | undefined =>
  ads.find(
    (a) =>
      (id !== undefined && String(a.id) === id) || (a.status === 'pending' && a.source_url === link.trim()),
  );

/** Whether the offer behind a claim link is one of the signed-in buyer's own open ones. */
export const isOwnOffer = (
  ads: readonly ExternalAd[],
  offer: Pick<ExternalOffer, 'source_url' | 'proposal' | 'expires_at'>,
): boolean =>
  ads.some(
    (a) =>
      a.status === 'pending' &&
      a.source_url === offer.source_url &&
      a.proposal.price === offer.proposal.price &&
      a.expires_at === offer.expires_at,
  );

/**
 * POST advertise_to_extern: a new external ad. The same key while the same body is sent again (a
 * retry after a lost answer creates one); the buyer's list is read again once it went through.
 */
export function useCreateExternalAd() {
  const owner = useSession().token ?? '';
  const [keyFor] = useState(keyPerRequest);
  return useMutation<ExternalAd, ApiFailure, ExternalCreate>(
    {
      // The form reads the refusal's code and data (hm_external_exists names the open one).
      mutationFn: (body) =>
        createExternalAd(body, keyFor(JSON.stringify(body))).catch((error: unknown) => {
          throw asApiFailure(error);
        }),
      // Not awaited: the claim link shows at once, the list follows.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: externalKeys.mine(owner) }),
    },
    queryClient,
  );
}

/** Where the external listing flow's answers are kept: the buyer's own ads are private. */
export const externalKeys = {
  mine: (owner: string) => [...privateKey(owner), 'external-ads'] as const,
  offer: (token: string) => ['external-offer', token] as const,
};

/** GET /wc/v3/products/advertise_to_extern: the buyer's external ads, newest first. */
export const myExternalAdsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: externalKeys.mine(owner),
    queryFn: async ({ signal }) =>
      [...(await fetchMyExternalAds(signal))].sort(
        (a, b) => Date.parse(b.date_created) - Date.parse(a.date_created) || b.id - a.id,
      ),
  });

/** The signed-in buyer's external ads (`enabled` false waits), and a way to read them again. */
export function useMyExternalAds(enabled: boolean) {
  const owner = useSession().token ?? '';
  const query = useQuery(
    { ...myExternalAdsQueryOptions(owner), enabled: enabled && owner !== '' },
    queryClient,
  );
  const { refetch } = query;
  return {
    ads: query.data,
    failure: query.error ? asApiFailure(query.error) : undefined,
    loading: enabled && (query.isPending || query.isFetching),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

/**
 * DELETE advertise_to_extern/{id}: the buyer withdraws a pending one (`variables` says which).
 * One key per ad: pressing again after a lost answer is the same withdrawal.
 */
export function useWithdrawExternalAd() {
  const owner = useSession().token ?? '';
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (id: number) => withdrawExternalAd(id, keyFor(id)),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: externalKeys.mine(owner) }),
    },
    queryClient,
  );
}

// ---- The seller's side ----------------------------------------------------------------------

/** GET /wc/v3/products/advertise_to_extern/{token}: the offer behind a claim link (anyone may read it). */
export const externalOfferQueryOptions = (token: string) =>
  queryOptions({
    queryKey: externalKeys.offer(token),
    queryFn: ({ signal }) => fetchExternalOffer(token, signal),
  });

export function useExternalOffer(token: string) {
  const query = useQuery(externalOfferQueryOptions(token), queryClient);
  return { token, offer: query.data, failure: query.error ? asApiFailure(query.error) : undefined };
}

/** The ad form's values prefilled from the offer: the phone and the price asked there. */
export function claimForm(
  offer: Pick<ExternalOffer, 'brand_id' | 'model_id' | 'storage_id' | 'price'>,
  catalogue: Pick<AttributeCatalogue, 'brands'> | undefined,
): AdFormValues {
  const system = catalogue?.brands.find((b) => b.id === offer.brand_id)?.system_id;
  return {
    ...EMPTY_AD_FORM,
    terms: {
      ...(system !== undefined ? { pa_system: system } : {}),
      pa_brand: offer.brand_id,
      pa_model: offer.model_id,
      pa_storage: offer.storage_id,
    },
    price: offer.price,
  };
}

/** Starts the seller's ad for this offer: a draft prefilled from it; answers the draft's id. */
export function startClaimDraft(
  offer: ExternalOffer,
  catalogue: Pick<AttributeCatalogue, 'brands'> | undefined,
): Promise<string> {
  return createDraft({ form: claimForm(offer, catalogue) });
}

/**
 * POST advertise_to_extern/{token}/claim: the published ad takes the buyer's proposal; answers the
 * order the seller answers next. One key per token and ad: a second try after a lost answer gets
 * the same order back.
 */
export function useClaimOffer() {
  return useMutation<Order, ApiFailure, { token: string; productId: number }>(
    {
      // The step reads whether the refusal was the connection (then it offers to try again).
      mutationFn: ({ token, productId }) =>
        claimExternalOffer(token, productId, `claim-${token}-${productId}`.slice(0, 120)).catch(
          (error: unknown) => {
            throw asApiFailure(error);
          },
        ),
    },
    queryClient,
  );
}
