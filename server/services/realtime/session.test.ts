// A revocation that arrives while a socket is still signing in (issue 30): the token was checked
// just before the revocation committed, and the socket joined the hub just after its notification
// went by. It must still close at once, not at the next check of its account minutes later.
import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../../src/core/realtime.ts';
import type { TokenClaims } from '../tokens.ts';
import type { RealtimeFeed } from './feed.ts';
import { RealtimeHub } from './hub.ts';
import { RealtimeSession } from './session.ts';

const claims: TokenClaims = { userId: 7, version: 1 } as TokenClaims;

function setup() {
  let revokedInDb = false;
  let finishAuth: () => void = () => undefined;
  const feed = {
    authenticate: () => new Promise<TokenClaims>((resolve) => (finishAuth = () => resolve(claims))),
    stillValid: async () => !revokedInDb,
    resumeFrom: async () => ({ cursor: 0, resync: false }),
    prunedAfter: async () => false,
    eventsAfter: async () => [],
    present: async () => undefined,
  } as unknown as RealtimeFeed;
  const hub = new RealtimeHub(10);
  const closes: number[] = [];
  const transport = {
    send: () => undefined,
    sendAll: () => undefined,
    close: (code: number) => closes.push(code),
    bufferedAmount: 0,
  };
  const session = new RealtimeSession(transport, feed, hub, {
    authTimeoutMs: 5000,
    maxBufferedBytes: 1 << 20,
  });
  return {
    hub,
    session,
    closes,
    finishAuth: () => finishAuth(),
    revoke: () => {
      revokedInDb = true;
      hub.revoke(claims.userId);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a realtime session and a revocation', () => {
  it('closes when the revocation came while its token was being checked', async () => {
    const { session, closes, finishAuth, revoke, hub } = setup();
    session.onFrame(JSON.stringify({ type: 'auth', token: 't', since: null }));
    revoke(); // committed and announced before the socket joined the hub
    finishAuth();
    await settle();
    expect(closes).toEqual([REALTIME_CLOSE.dropped]);
    expect(hub.size).toBe(0);
  });

  it('stays open when the revocation was before it began signing in (a new login)', async () => {
    const { session, closes, finishAuth, hub } = setup();
    hub.revoke(claims.userId); // an earlier logout; this token is of the login after it
    await settle();
    session.onFrame(JSON.stringify({ type: 'auth', token: 't', since: null }));
    finishAuth();
    await settle();
    expect(closes).toEqual([]);
    expect(hub.size).toBe(1);
    session.closed();
  });
});
