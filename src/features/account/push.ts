// Push to the installed app (issue 16, docs/push.md) as the settings screen and the app's start
// use it: the user's devices (GET /hm/v1/push/subscriptions, private data under the login), this
// browser's endpoint, and the writes as mutations: turn on (asks for permission here, only on
// the user's tap), change the kinds, turn off (the browser's unsubscribe and DELETE). Renewal at
// the app's start and forgetting at logout are ./push-browser.ts. Loaded with the settings screen and after the
// first screen, never with the home list.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import { fetchPushDevices, subscribePush } from '../../api/push.ts';
import type { PushDevice, PushKind } from '../../core/push.ts';
import { privateKey, privateOwner, queryClient } from '../../local/query-client.ts';
import { getSession, useSession } from '../../session/session-store.ts';
import {
  asJson,
  browserSubscription,
  forget,
  pushSupported,
  rememberOwner,
  subscribeBrowser,
} from './push-browser.ts';

export { pushPermission, pushSupported } from './push-browser.ts';

export const pushKeys = {
  devices: (owner: string) => [...privateKey(owner), 'push', 'devices'] as const,
  /** This browser's subscription (not private: it belongs to the browser, whoever signs in). */
  browser: ['push', 'browser'] as const,
};

/** GET /hm/v1/push/subscriptions: the user's devices with push on. */
export const pushDevicesQueryOptions = (owner: string) =>
  queryOptions({ queryKey: pushKeys.devices(owner), queryFn: ({ signal }) => fetchPushDevices(signal) });

/** This browser's push endpoint (null: push is not on here); asks the browser, not the server. */
export const browserEndpointQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.browser,
    queryFn: async () => (await browserSubscription())?.endpoint ?? null,
    networkMode: 'always',
  });

/** The user's devices with push on (none while signed out). */
export function usePushDevices() {
  const owner = useSession().token ?? null;
  return useQuery({ ...pushDevicesQueryOptions(owner ?? ''), enabled: owner !== null }, queryClient);
}

/** This browser's endpoint (null: push is not on here). */
export function useBrowserEndpoint() {
  return useQuery({ ...browserEndpointQueryOptions(), enabled: pushSupported() }, queryClient);
}

/** The device among `devices` that is this browser (push on here for this user). */
export const thisDevice = (
  devices: readonly PushDevice[] | undefined,
  endpoint: string | null | undefined,
) => (endpoint ? devices?.find((d) => d.endpoint === endpoint) : undefined);

function refresh(): Promise<void> {
  const owner = privateOwner();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pushKeys.browser }),
    owner ? queryClient.invalidateQueries({ queryKey: pushKeys.devices(owner) }) : undefined,
  ]).then(() => undefined);
}

/** The permission was refused (now or before): the screen says how to allow it. */
export const PUSH_DENIED = 'push_denied' as const;
/** The browser's push service refused or could not be reached (pushManager.subscribe failed). */
export const PUSH_UNAVAILABLE = 'push_unavailable' as const;

/**
 * Turn push on for this browser with `kinds`: asks for permission (the only place that does, on
 * the user's tap), subscribes the browser for the server's key and tells the server. The same
 * kinds sent again after a lost answer is a retry (one key per request).
 */
export function useTurnOnPush() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async (kinds: readonly PushKind[]) => {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') throw new ApiFailure(PUSH_DENIED, 0, 'notifications not allowed');
        const browser = await subscribeBrowser().catch((error: unknown) => {
          // The API's own failures (the key not fetched) are said as they are.
          if (error instanceof ApiFailure) throw error;
          throw new ApiFailure(PUSH_UNAVAILABLE, 0, 'the browser could not subscribe');
        });
        const subscription = asJson(browser);
        const device = await subscribePush(
          subscription,
          kinds,
          keyFor({ endpoint: subscription.endpoint, kinds }),
        );
        rememberOwner(getSession().user?.id);
        return device;
      },
      onSettled: refresh,
    },
    queryClient,
  );
}

/** Change which kinds this browser gets (push stays on). */
export function useChangePushKinds() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async (kinds: readonly PushKind[]) => {
        const subscription = await browserSubscription();
        if (!subscription) throw new ApiFailure('hm_push_not_found', 404, 'push is not on here');
        const json = asJson(subscription);
        return subscribePush(json, kinds, keyFor({ endpoint: json.endpoint, kinds }));
      },
      onSettled: refresh,
    },
    queryClient,
  );
}

/** Turn push off for this browser: the browser forgets it, then the server (gone already: fine). */
export function useTurnOffPush() {
  return useMutation(
    {
      mutationFn: async () => {
        const subscription = await browserSubscription();
        if (!subscription) return;
        await forget(subscription);
      },
      onSettled: refresh,
    },
    queryClient,
  );
}
