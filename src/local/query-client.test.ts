// The one cache and the signed-in user: a second person logging in on the same device never sees
// the first one's private answers, while public answers (ads, pages) stay.
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setSession } from '../session/session-store.ts';
import { privateKey, privateOwner, queryClient } from './query-client.ts';

describe('private answers in the one cache', () => {
  it('drops the first user’s private answers when another user logs in, and keeps public ones', () => {
    setSession({ token: 'token-of-anna' });
    const anna = privateOwner() ?? '';
    queryClient.setQueryData([...privateKey(anna), 'orders'], ['Annas order']);
    queryClient.setQueryData(['settings'], { total_products: 5 });

    setSession({ token: 'token-of-ben' });
    const ben = privateOwner() ?? '';
    expect(queryClient.getQueryData([...privateKey(anna), 'orders'])).toBeUndefined();
    expect(queryClient.getQueryData([...privateKey(ben), 'orders'])).toBeUndefined();
    expect(queryClient.getQueryData(['settings'])).toEqual({ total_products: 5 });
  });

  it('drops them on logout too', () => {
    setSession({ token: 'token-of-anna' });
    queryClient.setQueryData([...privateKey(privateOwner() ?? ''), 'orders'], ['Annas order']);
    setSession({ token: undefined });
    expect(privateOwner()).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['private'] })).toHaveLength(0);
  });
});

describe('the connection coming back', () => {
  it('asks again for what a screen shows', async () => {
    let calls = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['reconnect-test'],
      queryFn: () => Promise.resolve(++calls),
    });
    const stop = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(2);
    stop();
  });
});
