// Static pages and magazine posts in the user's language, cached for offline reading.
import * as v from 'valibot';
import { fetchPage, fetchPosts } from '../../api/content.ts';
import { ApiFailure } from '../../api/client.ts';
import { PageSchema, PostSchema, type Page, type Post } from '../../core/content.ts';
import type { Locale } from '../../core/constants.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

const notFound = () => new ApiFailure('page_not_found', 404, 'no such page');

export function usePage(slug: string, lang: Locale) {
  const key = `page:${lang}:${slug}`;
  return useCached<Page>(key, {
    read: () => readResource(key, PageSchema),
    fetch: async (signal) => (await fetchPage(slug, lang, signal)) ?? Promise.reject(notFound()),
    save: (page) => saveResource(key, page),
  });
}

export function usePosts(lang: Locale) {
  const key = `posts:${lang}`;
  return useCached<Post[]>(key, {
    read: () => readResource(key, v.array(PostSchema)),
    fetch: async (signal) => (await fetchPosts({ lang }, signal)).posts,
    save: (posts) => saveResource(key, posts),
  });
}

export function usePost(slug: string, lang: Locale) {
  const key = `post:${lang}:${slug}`;
  return useCached<Post>(key, {
    read: () => readResource(key, PostSchema),
    fetch: async (signal) =>
      (await fetchPosts({ lang, slug }, signal)).posts[0] ?? Promise.reject(notFound()),
    save: (post) => saveResource(key, post),
  });
}
