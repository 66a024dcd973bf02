// A fetch shared by every caller until it fails; only an offline failure waits for 'online'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedOffline, keptUntilFailed, whenBackOnline } from './kept-until-failed.ts';

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
