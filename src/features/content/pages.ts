// The pages resource (GET /wp/v2/pages): FAQ, terms, privacy, support, imprint in the user's
// language, kept on the device for offline reading.
import { queryOptions } from '@tanstack/react-query';
import { fetchPage } from '../../api/content.ts';
import { ApiFailure } from '../../api/client.ts';
import { PageSchema } from '../../core/content.ts';
import type { Locale } from '../../core/constants.ts';
import { deviceBacked, useDeviceQuery } from '../../local/device-query.ts';

export const pageKeys = {
  all: ['pages'] as const,
  bySlug: (slug: string, lang: Locale) => [...pageKeys.all, lang, slug] as const,
};

export const pageQueryOptions = (slug: string, lang: Locale) => {
  const deviceKey = `page:${lang}:${slug}`;
  return queryOptions({
    queryKey: pageKeys.bySlug(slug, lang),
    queryFn: deviceBacked(
      async (signal) =>
        (await fetchPage(slug, lang, signal)) ??
        Promise.reject(new ApiFailure('page_not_found', 404, 'no such page')),
      {
        read: (cache) => cache.readResource(deviceKey, PageSchema),
        save: (cache, page) => cache.saveResource(deviceKey, page),
      },
    ),
  });
};

export function usePage(slug: string, lang: Locale) {
  return useDeviceQuery(pageQueryOptions(slug, lang), { screen: true });
}
