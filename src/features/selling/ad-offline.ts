// What a new ad and an own ad's changes have in common as offline writes
// (product-create.offline.ts, product-update.offline.ts): sent with their photos' media ids,
// My ads and the ads asked again once it went through, the ad back as a draft with the reason
// when refused, and, when no form awaits it (sent from any page as the connection returns), a
// notice with a link to the ad.
import { productKeys } from '../catalogue/products.ts';
import { defineOfflineWrite, type OfflineNotice, type OfflineWrite } from '../../local/outbox/define.ts';
import { myAdKeys } from './my-ads.ts';
import { ProductPayloadSchema, publishedOf, sendProduct } from './publish-queue.ts';
import { reconcileDrafts, refusedDraft } from './publish-refusal.ts';

function publishedNotice(result: unknown): OfflineNotice | undefined {
  const published = publishedOf(result);
  if (!published) return undefined;
  const { draftId, product, edited } = published;
  const base = {
    id: `published-${draftId}`,
    tone: 'success',
    area: 'selling',
    testId: 'published-notice',
  } as const;
  // Held back for review (issue 18): not public yet, so the link goes to My ads.
  if (published.pending) {
    return {
      ...base,
      message: 'selling.published.pendingNotice',
      values: { name: product.name },
      link: { to: '/dashboard/products', text: 'selling.published.pendingLink' },
    };
  }
  return {
    ...base,
    message: edited ? 'selling.published.editedNotice' : 'selling.published.notice',
    values: { name: product.name },
    link: { to: `/product/${product.slug}`, text: 'selling.published.link' },
  };
}

export function adOfflineWrite(kind: string, options: { resume?: boolean } = {}): OfflineWrite {
  return defineOfflineWrite({
    kind,
    schema: ProductPayloadSchema,
    send: sendProduct,
    invalidates: ({ owner }) => (owner === null ? [productKeys.all] : [myAdKeys.all(owner), productKeys.all]),
    settled: (outcome) => (outcome.state === 'refused' ? refusedDraft(outcome) : undefined),
    notice: (outcome) => (outcome.state === 'sent' ? publishedNotice(outcome.result) : undefined),
    // Drafts whose ads were refused while no tab was open are shown refused (once, for both kinds).
    ...(options.resume ? { resume: reconcileDrafts } : {}),
  });
}
