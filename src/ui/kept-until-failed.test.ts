// A fetch shared by every caller until it fails; only an offline failure waits for 'online'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedOffline, keptUntilFailed, networkWatch, whenBackOnline } from './kept-until-failed.ts';

afterEach(() => vi.unstubAllGlobals());

describe('keptUntilFailed', () => {
  it('makes the promise once for every caller once it has worked', async () => {
    const make = vi.fn(() => Promise.resolve(42));
    const get = keptUntilFailed(make);
    expect(await Promise.all([get(), get()])).toEqual([42, 42]);
    expect(await get()).toBe(42);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call makes it again', async () => {
    const make = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('code');
    const get = keptUntilFailed(make);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('code');
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('an offline failure', () => {
  it('is told apart from an online one by the browser’s online state', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(failedOffline()).toBe(true);
    vi.stubGlobal('navigator', { onLine: true });
    expect(failedOffline()).toBe(false);
  });

  it('is tried again once, on the next online event', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const retry = vi.fn();
    whenBackOnline(retry);
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('a fetch watched from its start', () => {
  /** A browser whose connection the test switches, with its online and offline events. */
  function browserNetwork(startOnline: boolean) {
    const target = new EventTarget();
    let online = startOnline;
    vi.stubGlobal('window', target);
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    return (next: boolean) => {
      online = next;
      target.dispatchEvent(new Event(next ? 'online' : 'offline'));
    };
  }

  it('that failed while offline is tried again when the browser is back online', async () => {
    const switchTo = browserNetwork(true);
    const network = networkWatch();
    switchTo(false);
    const retry = vi.fn();
    expect(network.retried(retry)).toBe(true);
    await Promise.resolve();
    expect(retry).not.toHaveBeenCalled();
    switchTo(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('whose failure is handled just after the connection came back is tried again at once, not shown', async () => {
    const switchTo = browserNetwork(true);
    const network = networkWatch();
    switchTo(false);
    switchTo(true); // back before the failed fetch is handled
    const retry = vi.fn();
    expect(network.retried(retry)).toBe(true);
    await Promise.resolve();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('started offline and failed once back online is tried again at once', async () => {
    const switchTo = browserNetwork(false);
    const network = networkWatch();
    switchTo(true);
    const retry = vi.fn();
    expect(network.retried(retry)).toBe(true);
    await Promise.resolve();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('that failed with the browser online throughout is not tried again (a chunk gone is shown)', async () => {
    const switchTo = browserNetwork(true);
    const network = networkWatch();
    const retry = vi.fn();
    expect(network.retried(retry)).toBe(false);
    switchTo(false);
    switchTo(true);
    await Promise.resolve();
    expect(retry).not.toHaveBeenCalled();
  });
});
