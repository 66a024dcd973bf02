// Web Push fixtures (issue 16): the calls of /hm/v1/push, a local push service (./web-push-service.ts)
// started for the file, and the server's sender pointed at the file's database.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { PushDevice } from '../../../src/core/push.ts';
import { pushSender, type PushSender } from '../../../server/services/push/sender.ts';
import { TEST_JWT_SECRET } from './flows.ts';
import type { TestServer } from './test-server.ts';
import { startWebPushService, type FakeSubscription, type WebPushService } from './web-push-service.ts';

export const PUSH = '/wp-json/hm/v1/push';

/** Push tests: the known signing secret, and endpoints on the local push service allowed. */
export const PUSH_ENV = { JWT_SECRET: TEST_JWT_SECRET, PUSH_LOCAL_ENDPOINTS: '1' } as const;

export const PUSH_SUBJECT = 'mailto:push-test@example.test';

/** The sender's settings as main.ts passes them with PUSH_ENV. */
export const PUSH_SENDER_CONFIG = { vapid: undefined, vapidSubject: PUSH_SUBJECT, pushLocalEndpoints: true };

interface Caller {
  token: string;
}

export function pushKit(server: TestServer) {
  let service: WebPushService | undefined;
  let sender: PushSender | undefined;
  beforeAll(async () => {
    service = await startWebPushService();
  });
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(() => service?.clear());

  const kit = {
    get service(): WebPushService {
      if (!service) throw new Error('the push service starts before the tests');
      return service;
    },
    /** The server's sender on this file's database (as main.ts builds it). */
    get sender(): PushSender {
      sender ??= pushSender({ db: server.db, config: PUSH_SENDER_CONFIG });
      return sender;
    },
    key: () => server.request<{ publicKey: string } & ApiErrorBody>('GET', `${PUSH}/key`),
    subscribe: (who: Caller | undefined, body: unknown) =>
      server.request<PushDevice & ApiErrorBody>('POST', `${PUSH}/subscriptions`, { token: who?.token, body }),
    unsubscribe: (who: Caller | undefined, body: unknown) =>
      server.request<{ deleted: true } & ApiErrorBody>('DELETE', `${PUSH}/subscriptions`, {
        token: who?.token,
        body,
      }),
    devices: (who: Caller | undefined) =>
      server.request<PushDevice[] & ApiErrorBody>('GET', `${PUSH}/subscriptions`, { token: who?.token }),
    /** A new browser subscription on the local push service, subscribed for `who` (201 or fail). */
    async device(who: Caller, kinds?: string[]): Promise<FakeSubscription> {
      const subscription = kit.service.subscription();
      const res = await kit.subscribe(who, kinds ? { ...subscription, kinds } : subscription);
      if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
      return subscription;
    },
  };
  return kit;
}
