// The pages resource (GET /wp/v2/pages): FAQ, terms, privacy, support, imprint in the user's
// language, kept on the device for offline reading.
import { fetchPage } from '../../api/content.ts';
import { ApiFailure } from '../../api/client.ts';
import { PageSchema, type Page } from '../../core/content.ts';
import type { Locale } from '../../core/constants.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

export const pageKeys = { bySlug: (slug: string, lang: Locale) => `page:${lang}:${slug}` };

export function usePage(slug: string, lang: Locale) {
  const key = pageKeys.bySlug(slug, lang);
  return useCached<Page>(
    key,
    {
      read: () => readResource(key, PageSchema),
      fetch: async (signal) =>
        (await fetchPage(slug, lang, signal)) ??
        Promise.reject(new ApiFailure('page_not_found', 404, 'no such page')),
      save: (page) => saveResource(key, page),
    },
    { screen: true },
  );
}
