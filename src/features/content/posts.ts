// The magazine's posts resource (GET /wp/v2/posts): the list and one article in the user's
// language, kept on the device for offline reading.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { fetchPosts } from '../../api/content.ts';
import { ApiFailure } from '../../api/client.ts';
import { PostSchema } from '../../core/content.ts';
import type { Locale } from '../../core/constants.ts';
import { deviceBacked, useDeviceQuery } from '../../local/device-query.ts';

export const postKeys = {
  all: ['posts'] as const,
  list: (lang: Locale) => [...postKeys.all, lang] as const,
  bySlug: (slug: string, lang: Locale) => [...postKeys.all, lang, slug] as const,
};

export const postsQueryOptions = (lang: Locale) => {
  const deviceKey = `posts:${lang}`;
  return queryOptions({
    queryKey: postKeys.list(lang),
    queryFn: deviceBacked(async (signal) => (await fetchPosts({ lang }, signal)).posts, {
      read: (cache) => cache.readResource(deviceKey, v.array(PostSchema)),
      save: (cache, posts) => cache.saveResource(deviceKey, posts),
    }),
  });
};

export const postQueryOptions = (slug: string, lang: Locale) => {
  const deviceKey = `post:${lang}:${slug}`;
  return queryOptions({
    queryKey: postKeys.bySlug(slug, lang),
    queryFn: deviceBacked(
      async (signal) =>
        (await fetchPosts({ lang, slug }, signal)).posts[0] ??
        Promise.reject(new ApiFailure('page_not_found', 404, 'no such article')),
      {
        read: (cache) => cache.readResource(deviceKey, PostSchema),
        save: (cache, post) => cache.saveResource(deviceKey, post),
      },
    ),
  });
};

export function usePosts(lang: Locale) {
  return useDeviceQuery(postsQueryOptions(lang), { screen: true });
}

export function usePost(slug: string, lang: Locale) {
  return useDeviceQuery(postQueryOptions(slug, lang), { screen: true });
}
