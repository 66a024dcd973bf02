// Public reads through the one cache, backed by the device (src/local/device-query.ts): an answer
// read once opens again offline after a reload, a slow network shows the device's copy meanwhile,
// and a route's prefetch and the screen that opens a moment later ask the server once.
import 'fake-indexeddb/auto';
import { InfiniteQueryObserver, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../api/client.ts';
import { markFirstScreenShown } from './after-first-screen.ts';
import {
  deviceBacked,
  deviceBackedPages,
  deviceState,
  fetchPagesUpTo,
  type DeviceCopy,
} from './device-query.ts';
import { queryClient } from './query-client.ts';

vi.stubGlobal('window', globalThis);
// The page's events: answers are saved once the visit has settled, at once when the page is left.
const pageEvents = new EventTarget();
vi.stubGlobal('addEventListener', pageEvents.addEventListener.bind(pageEvents));
const { readResource, saveResource } = await import('./read-cache.ts');

const Note = v.object({ text: v.string() });
type Note = v.InferOutput<typeof Note>;
const copy: DeviceCopy<Note> = {
  read: (cache) => cache.readResource('note', Note),
  save: (cache, value) => cache.saveResource('note', value),
};
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
};

let fetches = 0;
let answer: () => Promise<Note>;
const options = () =>
  queryOptions({
    queryKey: ['note'],
    queryFn: deviceBacked(() => {
      fetches++;
      return answer();
    }, copy),
  });

beforeEach(() => {
  fetches = 0;
  markFirstScreenShown();
});
afterEach(() => queryClient.clear());

describe('a public read backed by the device', () => {
  it('is saved on the device and shown from there offline after a reload, with the failure beside it', async () => {
    answer = () => Promise.resolve({ text: 'online' });
    await queryClient.fetchQuery(options());
    // Not saved while the visit has not settled (a few seconds after the first screen)...
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readResource('note', Note)).toBeUndefined();
    // ...and saved when the reader leaves the page.
    pageEvents.dispatchEvent(new Event('pagehide'));
    await until(async () => (await readResource('note', Note)) !== undefined);
    expect(await readResource('note', Note)).toEqual({ text: 'online' });

    queryClient.clear(); // a reload: nothing in memory
    answer = () => Promise.reject(new ApiFailure('network', 0, 'offline'));
    await queryClient.prefetchQuery(options());
    const state = queryClient.getQueryState(['note']);
    expect(state?.data).toEqual({ text: 'online' });
    const shown = deviceState({
      data: state?.data,
      error: state?.error ?? null,
      isError: state?.status === 'error',
    });
    expect(shown.status).toBe('ready');
    expect(shown.error?.code).toBe('network');
  });

  it('fails as the screen’s failure when the device has no copy either', async () => {
    await saveResource('note', 'not a note'); // an outdated record is not a copy
    answer = () => Promise.reject(new ApiFailure('network', 0, 'offline'));
    await queryClient.prefetchQuery(options());
    const state = queryClient.getQueryState(['note']);
    const shown = deviceState({
      data: state?.data,
      error: state?.error ?? null,
      isError: state?.status === 'error',
    });
    expect(shown).toMatchObject({ status: 'error', data: undefined });
  });

  it('shows the device’s copy while a slow network has not answered, then the answer', async () => {
    await saveResource('note', { text: 'from the device' });
    let release: (note: Note) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    const fetched = queryClient.fetchQuery(options());
    await until(() => queryClient.getQueryData(['note']) !== undefined);
    expect(queryClient.getQueryData(['note'])).toEqual({ text: 'from the device' });
    expect(queryClient.getQueryState(['note'])?.fetchStatus).toBe('fetching');
    release({ text: 'from the network' });
    await fetched;
    expect(queryClient.getQueryData(['note'])).toEqual({ text: 'from the network' });
  });

  it('asks the server once for a route’s prefetch and the screen that reads a moment later', async () => {
    answer = () => new Promise((resolve) => setTimeout(() => resolve({ text: 'once' }), 20));
    const prefetch = queryClient.ensureQueryData(options());
    const screen = queryClient.ensureQueryData(options());
    expect(await screen).toEqual(await prefetch);
    await queryClient.ensureQueryData(options());
    expect(fetches).toBe(1);
  });
});

describe('loading more of a paged list', () => {
  const pageCopy = (page: number): DeviceCopy<Note> => ({
    read: (cache) => cache.readResource(`note-page-${page}`, Note),
    save: (cache, value) => cache.saveResource(`note-page-${page}`, value),
  });
  const asked: number[] = [];
  let answerPage: (page: number) => Promise<Note>;
  const pagedOptions = () =>
    infiniteQueryOptions({
      queryKey: ['notes'],
      queryFn: deviceBackedPages((page) => {
        asked.push(page);
        return answerPage(page);
      }, pageCopy),
      initialPageParam: 1,
      getNextPageParam: (_last: Note, pages) => (pages.length < 3 ? pages.length + 1 : undefined),
    });

  it('gets the next page when the first is shown from the device and its network answer is still on its way', async () => {
    asked.length = 0;
    await saveResource('note-page-1', { text: 'page 1 from the device' });
    let releaseFirst: (note: Note) => void = () => undefined;
    answerPage = (page) =>
      page === 1
        ? new Promise((resolve) => (releaseFirst = resolve))
        : Promise.resolve({ text: `page ${page} from the network` });
    const observer = new InfiniteQueryObserver(queryClient, pagedOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await until(() => observer.getCurrentResult().data !== undefined);
    expect(observer.getCurrentResult().data?.pages).toEqual([{ text: 'page 1 from the device' }]);

    // The reader presses "load more" now; the first page's answer arrives a moment later.
    const loaded = fetchPagesUpTo(observer.fetchNextPage.bind(observer), 2);
    releaseFirst({ text: 'page 1 from the network' });
    expect(await loaded).toBe(true);
    expect(observer.getCurrentResult().data?.pages).toEqual([
      { text: 'page 1 from the network' },
      { text: 'page 2 from the network' },
    ]);
    expect(asked).toEqual([1, 2]);
    unsubscribe();
  });

  it('asks once for two quick presses, and says so when the page cannot be had', async () => {
    asked.length = 0;
    answerPage = (page) =>
      page === 1
        ? Promise.resolve({ text: 'page 1' })
        : Promise.reject(new ApiFailure('network', 0, 'offline'));
    const observer = new InfiniteQueryObserver(queryClient, { ...pagedOptions(), retry: false });
    const unsubscribe = observer.subscribe(() => undefined);
    await until(() => observer.getCurrentResult().isSuccess);
    const presses = [1, 2].map(() => fetchPagesUpTo(observer.fetchNextPage.bind(observer), 2));
    expect(await Promise.all(presses)).toEqual([false, false]);
    expect(asked).toEqual([1, 2]);
    unsubscribe();
  });
});
