import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as v from 'valibot';
import { prefetchAttributes } from '../features/catalogue/attributes.ts';
import { PublishNewScreen } from '../features/selling/selling-screens.tsx';
import { SharedPhotosScreen } from '../features/selling/shared-photos-screen.tsx';
import { MessageArea } from '../i18n/i18n-provider.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// /publish/new: the ad form (its code loads only here); `?draft=<id>` names the draft it edits,
// so a reload, or a link from My ads' drafts, opens the same draft again.
// `?shared=1`: photos shared from the gallery wait in the service worker's cache (share target).
// `?claim=<token>` (with its draft): the ad completes an external ad's offer (/claim/$token); once
// published, the buyer's proposal is claimed for it (src/features/external/claim-published.tsx).
const SearchSchema = v.object({
  draft: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))),
  shared: v.optional(v.union([v.literal(1), v.literal('1')])),
  claim: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{8,128}$/))),
});

// Only an ad that completes a claim loads the external listing flow's part.
const claimPart = () => import('../features/external/claim-published.tsx');
const ClaimIntro = lazy(() => claimPart().then((m) => ({ default: m.ClaimIntro })));
const ClaimPublished = lazy(() => claimPart().then((m) => ({ default: m.ClaimPublished })));

export const Route = createFileRoute('/publish_/new')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    if (!parsed.success) return {};
    const { draft, claim } = parsed.output;
    if (draft) return claim ? { draft, claim } : { draft };
    return parsed.output.shared === undefined ? {} : { shared: 1 as const };
  },
  // Selling's messages are not part of the app's first catalogue (src/i18n/areas.ts).
  loader: () => {
    // The form's catalogue: public and kept on the device, started, not awaited (offline the
    // device's copy shows at once; ads are written offline too).
    prefetchAttributes();
    return loadMessageArea('selling');
  },
  component: function PublishNew() {
    const search = Route.useSearch();
    if ('shared' in search) return <SharedPhotosScreen />;
    const claim = 'claim' in search ? search.claim : undefined;
    if (claim && search.draft) {
      return (
        <PublishNewScreen
          draftId={search.draft}
          intro={
            <MessageArea area="buying">
              <Suspense fallback={null}>
                <ClaimIntro />
              </Suspense>
            </MessageArea>
          }
          afterPublish={(published) => (
            <MessageArea area="buying">
              <Suspense fallback={null}>
                <ClaimPublished token={claim} product={published.product} />
              </Suspense>
            </MessageArea>
          )}
        />
      );
    }
    return <PublishNewScreen draftId={search.draft} />;
  },
});
