// Content calls: static pages, magazine posts, general settings.
import * as v from 'valibot';
import { PageSchema, PostSchema, SettingsSchema, type Page } from '../core/content.ts';
import type { Locale } from '../core/constants.ts';
import { apiCall, pagingHeaders } from './client.ts';

export async function fetchPage(slug: string, lang: Locale, signal?: AbortSignal): Promise<Page | undefined> {
  const query = new URLSearchParams({ slug, lang });
  return (await apiCall('/wp/v2/pages', v.array(PageSchema), { query, signal })).data[0];
}

export async function fetchPosts(opts: { lang: Locale; slug?: string; page?: number }, signal?: AbortSignal) {
  const query = new URLSearchParams({ lang: opts.lang, page: String(opts.page ?? 1) });
  if (opts.slug) query.set('slug', opts.slug);
  const { data, headers } = await apiCall('/wp/v2/posts', v.array(PostSchema), { query, signal });
  return { posts: data, ...pagingHeaders(headers) };
}

export async function fetchSettings(signal?: AbortSignal) {
  return (await apiCall('/wp/v2/settings', SettingsSchema, { signal })).data;
}
