// The console's pages and articles (issue 18, src/core/admin-content.ts) in the app's one cache,
// under the login. A save renews the public pages and posts, so the site shows it on the next read.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createPost,
  fetchAdminContent,
  fetchContentDetail,
  saveContent,
} from '../../../api/admin-content.ts';
import { asApiFailure } from '../../../api/client.ts';
import { keyPerRequest } from '../../../api/idempotency.ts';
import { uploadMedia } from '../../../api/selling.ts';
import type {
  AdminContentDetail,
  ContentKind,
  ContentUpdate,
  PostCreate,
} from '../../../core/admin-content.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { pageKeys } from '../../content/pages.ts';
import { postKeys } from '../../content/posts.ts';
import { adminKeys } from '../audit/audit-log.ts';

export const contentKeys = {
  list: (owner: string) => [...adminKeys.all(owner), 'content'] as const,
  detail: (owner: string, kind: ContentKind, id: number) => [...contentKeys.list(owner), kind, id] as const,
};

/** The console's pages and articles. */
export const adminContentQueryOptions = (owner: string) =>
  queryOptions({ queryKey: contentKeys.list(owner), queryFn: ({ signal }) => fetchAdminContent(signal) });

/** One page or article in one language, as Markdown. */
export const contentDetailQueryOptions = (owner: string, kind: ContentKind, id: number) =>
  queryOptions({
    queryKey: contentKeys.detail(owner, kind, id),
    queryFn: ({ signal }) => fetchContentDetail(kind, id, signal),
  });

const useOwner = () => useSession().token ?? '';

export function useAdminContent() {
  const owner = useOwner();
  const query = useQuery({ ...adminContentQueryOptions(owner), enabled: owner !== '' }, queryClient);
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}

export function useContentDetail(kind: ContentKind, id: number) {
  const owner = useOwner();
  const query = useQuery(
    { ...contentDetailQueryOptions(owner, kind, id), enabled: owner !== '' },
    queryClient,
  );
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}

/** After a save: the console's copies and the public pages/posts (read again when next shown). */
function saved(owner: string, detail: AdminContentDetail): void {
  queryClient.setQueryData(contentKeys.detail(owner, detail.kind, detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: contentKeys.list(owner), exact: true });
  void queryClient.invalidateQueries({ queryKey: detail.kind === 'pages' ? pageKeys.all : postKeys.all });
}

/** Saves a page or article; the same text sent again after a lost answer keeps its key. */
export function useSaveContent(kind: ContentKind, id: number) {
  const owner = useOwner();
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (change: ContentUpdate) => saveContent(kind, id, change, keyFor(JSON.stringify(change))),
      onSuccess: (detail) => saved(owner, detail),
    },
    queryClient,
  );
}

export function useCreatePost() {
  const owner = useOwner();
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (post: PostCreate) => createPost(post, keyFor(JSON.stringify(post))),
      onSuccess: (detail) => saved(owner, detail),
    },
    queryClient,
  );
}

/** Uploads a picture for a text (POST /wp/v2/media); answers its address for the Markdown. */
export function useUploadPicture() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async (file: File) =>
        (await uploadMedia(file, file.name, keyFor(`${file.name}:${file.size}:${file.lastModified}`)))
          .source_url,
    },
    queryClient,
  );
}
