import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PublishNewScreen } from '../features/selling/selling-screens.tsx';
import { SharedPhotosScreen } from '../features/selling/shared-photos-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// /publish/new: the ad form (its code loads only here); `?draft=<id>` names the draft it edits,
// so a reload, or a link from My ads' drafts, opens the same draft again.
// `?shared=1`: photos shared from the gallery wait in the service worker's cache (share target).
const SearchSchema = v.object({
  draft: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))),
  shared: v.optional(v.union([v.literal(1), v.literal('1')])),
});

export const Route = createFileRoute('/publish_/new')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    if (!parsed.success) return {};
    if (parsed.output.draft) return { draft: parsed.output.draft };
    return parsed.output.shared === undefined ? {} : { shared: 1 as const };
  },
  // Selling's messages are not part of the app's first catalogue (src/i18n/areas.ts).
  loader: () => loadMessageArea('selling'),
  component: function PublishNew() {
    const search = Route.useSearch();
    if ('shared' in search) return <SharedPhotosScreen />;
    return <PublishNewScreen draftId={search.draft} />;
  },
});
