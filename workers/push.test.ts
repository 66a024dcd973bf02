// What the service worker shows for a push (issue 16): the server's words, and for a push it
// cannot read still a notification ("Handymarkt", opening the app); a tap leads only inside the app.
import { describe, expect, it } from 'vitest';
import {
  appPath,
  followSubscriptionChange,
  readPush,
  tapTarget,
  type SubscriptionChangeDeps,
} from './push.ts';

const data = (value: unknown) => ({
  json: () => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value),
});

describe('a browser replacing its push subscription', () => {
  const key = new Uint8Array([4, 1, 2]).buffer;
  const old = {
    endpoint: 'https://push.example/old',
    options: { applicationServerKey: key } as PushSubscriptionOptions,
  };
  const recorder = () => {
    const done: string[] = [];
    const deps: SubscriptionChangeDeps = {
      subscribe: (k) => {
        done.push(`subscribe ${k === key ? 'with the old key' : 'with another key'}`);
        return Promise.resolve({ endpoint: 'https://push.example/new' } as PushSubscription);
      },
      keepReplaced: (endpoint) => {
        done.push(`keep ${endpoint}`);
        return Promise.resolve();
      },
      tellWindows: () => {
        done.push('tell windows');
        return Promise.resolve();
      },
    };
    return { done, deps };
  };

  it('subscribes again with the old key and hands the old endpoint to the app', async () => {
    const { done, deps } = recorder();
    await followSubscriptionChange(old, null, deps);
    expect(done).toEqual(['subscribe with the old key', 'keep https://push.example/old', 'tell windows']);
  });

  it('takes the new subscription the browser gave', async () => {
    const { done, deps } = recorder();
    await followSubscriptionChange(old, { endpoint: 'https://push.example/given' }, deps);
    expect(done).toEqual(['keep https://push.example/old', 'tell windows']);
  });

  it('without the old subscription it can only ask the app to renew', async () => {
    const { done, deps } = recorder();
    await followSubscriptionChange(null, null, deps);
    expect(done).toEqual(['tell windows']);
  });
});

describe('a push in the service worker', () => {
  it('shows the words, tag and address the server sent', () => {
    const payload = {
      type: 'order_request',
      title: 'Neuer Preisvorschlag',
      body: 'Ben K.',
      url: '/order/4/offer',
      tag: 'order-4',
      key: 812,
    };
    expect(readPush(data(payload))).toEqual({
      title: 'Neuer Preisvorschlag',
      body: 'Ben K.',
      url: '/order/4/offer',
      tag: 'order-4',
      key: 812,
    });
  });

  it('tells the app which bell notification a tap opened, so it is marked read', () => {
    expect(tapTarget({ url: '/order/4/offer', key: 812 })).toBe('/order/4/offer?from_push=812');
    expect(tapTarget({ url: '/?sort=price', key: 9 })).toBe('/?sort=price&from_push=9');
    expect(tapTarget({ url: '/order/4/offer' })).toBe('/order/4/offer');
    for (const key of ['812', -1, 1.5, null]) expect(tapTarget({ url: '/x', key })).toBe('/x');
    expect(tapTarget({ url: 'https://evil.example/', key: 3 })).toBe('/?from_push=3');
  });

  it('still shows a notification for a push without readable words', () => {
    const fallback = { title: 'Handymarkt', body: '', url: '/', tag: 'handymarkt' };
    expect(readPush(null)).toEqual(fallback);
    expect(readPush(data('not json {'))).toEqual(fallback);
    expect(readPush(data(42))).toEqual(fallback);
    expect(readPush(data({ title: 7 }))).toEqual(fallback);
  });

  it('leads a tap only to an address of the app', () => {
    expect(appPath('/dashboard/messages/1_2_3')).toBe('/dashboard/messages/1_2_3');
    for (const outside of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      7,
    ]) {
      expect(appPath(outside)).toBe('/');
    }
  });
});
