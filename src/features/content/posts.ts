// The magazine's posts resource (GET /wp/v2/posts): the list and one article in the user's
// language, kept on the device for offline reading.
import * as v from 'valibot';
import { fetchPosts } from '../../api/content.ts';
import { ApiFailure } from '../../api/client.ts';
import { PostSchema, type Post } from '../../core/content.ts';
import type { Locale } from '../../core/constants.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

export const postKeys = {
  list: (lang: Locale) => `posts:${lang}`,
  bySlug: (slug: string, lang: Locale) => `post:${lang}:${slug}`,
};

export function usePosts(lang: Locale) {
  const key = postKeys.list(lang);
  return useCached<Post[]>(
    key,
    {
      read: () => readResource(key, v.array(PostSchema)),
      fetch: async (signal) => (await fetchPosts({ lang }, signal)).posts,
      save: (posts) => saveResource(key, posts),
    },
    { screen: true },
  );
}

export function usePost(slug: string, lang: Locale) {
  const key = postKeys.bySlug(slug, lang);
  return useCached<Post>(
    key,
    {
      read: () => readResource(key, PostSchema),
      fetch: async (signal) =>
        (await fetchPosts({ lang, slug }, signal)).posts[0] ??
        Promise.reject(new ApiFailure('page_not_found', 404, 'no such article')),
      save: (post) => saveResource(key, post),
    },
    { screen: true },
  );
}
