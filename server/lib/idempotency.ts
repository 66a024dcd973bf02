// Exactly-once for creating and changing calls (DESIGN: the contract). A client that may send a
// call twice (a retry after a lost answer, the offline outbox replaying) sends an
// `Idempotency-Key` header; the first request with that key runs, its answer is stored, and every
// repeat gets that stored answer back, marked `Idempotent-Replayed: true`, without acting again.
// Answers that say "try again" (server errors, 401, 409, 429) are not kept: the retry runs anew.
// The answer is stored in the same transaction as the change it reports, so a server that dies
// at any moment cannot leave a change without its answer (see db/transaction.ts); and a call that
// needs a user is refused before its body is read (lib/auth.ts, publicCall).
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  claimKey,
  findAnswer,
  lockClaim,
  releaseKey,
  storeAnswer,
  userScope,
  type AnswerVersions,
  type StoredAnswer,
} from '../db/repositories/idempotency.ts';
import { findUserById } from '../db/repositories/users.ts';
import type { Database } from '../db/client.ts';
import { runInRequestTransaction, type RequestTransaction } from '../db/transaction.ts';
import type { TokenClaims } from '../services/tokens.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../src/core/errors.ts';
import { ApiError } from './api-error.ts';
import { isPublicCall, keyOwnerId, tokenClaimsOf, userOf, type AuthEnv } from './auth.ts';
import { bodyDigest } from './body.ts';
import { knownText } from './known-length.ts';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII without spaces, as long as a UUID or a bit longer: what clients send. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const runsAgainWhenRetried = (status: number) =>
  status >= 500 || status === 401 || status === 408 || status === 409 || status === 429;

/**
 * A stored answer of a user (their e-mail, address, a fresh token) is given again only to a
 * token that still works: the account exists and the token is current, or the only revocation
 * since is the one this very call made (a password change answers a new token; its repeat after
 * a lost answer must still get it). A token revoked later, or a deleted account, gets a 401.
 */
async function replayRefusal(
  db: Database,
  claims: TokenClaims,
  versions: AnswerVersions,
): Promise<ApiError | undefined> {
  const user = await findUserById(db, claims.userId);
  if (!user || user.deletedAt)
    return new ApiError(401, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
  const current = user.tokenVersion === claims.version;
  const revokedByThisCall =
    versions.tokenVersion === claims.version && versions.versionAfter === user.tokenVersion;
  if (current || revokedByThisCall) return undefined;
  return new ApiError(401, 'jwt_auth_invalid_token', 'The token is invalid or has expired.');
}

async function fingerprintOf(c: Context): Promise<string> {
  const url = new URL(c.req.url);
  const hash = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n`);
  // HonoRequest keeps the body it read, so the handler can still read it (as JSON or bytes); an
  // upload is streamed to a temp file once and its file's hash is used (see readUpload).
  hash.update(await bodyDigest(c));
  return hash.digest('hex');
}

/** Mark the answer as the stored answer of a repeat. */
export function markReplayed(c: Context): void {
  c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
}

function replay(c: Context, answer: StoredAnswer): Response {
  markReplayed(c);
  if (answer.contentType) c.header('content-type', answer.contentType);
  return c.body(answer.body, answer.status as ContentfulStatusCode);
}

/**
 * A call that needs a user, from a caller without a working token, is refused here with the 401
 * the route would answer, before the body is read or hashed. One exception: a stored answer this
 * token may still have (the repeat of the password change that revoked it, see replayRefusal).
 */
async function refuseBeforeBody(
  db: Database,
  c: Context<AuthEnv>,
  scope: string,
  key: string,
  claims: TokenClaims | undefined,
): Promise<void> {
  if (isPublicCall(c)) return;
  const refusal = await userOf(c).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (refusal === undefined) return;
  const stored = claims ? await findAnswer(db, scope, key) : undefined;
  if (stored && claims && !(await replayRefusal(db, claims, stored.versions))) return;
  throw refusal;
}

/** The answer to keep for repeats, or undefined when a retry must run anew. */
async function answerToKeep(c: Context): Promise<StoredAnswer | undefined> {
  const { status, headers } = c.res;
  if (runsAgainWhenRetried(status)) return undefined;
  // The text of a JSON answer is kept beside it (lib/known-length.ts): no stream to read back.
  const body = knownText(c.res)?.text ?? (await c.res.clone().text());
  return { status, contentType: headers.get('content-type'), body };
}

export const keyReused = () =>
  new ApiError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request.',
  );

/**
 * `db` is the database itself, not the app's scoped view (db/transaction.ts). `ownAnswers` names
 * the calls whose stored row is their answer already (a chat message, found again by its key):
 * their key is handed to the route (`idempotencyKey`) instead of being claimed and answered here,
 * which saves their hot path three statements. Such a route must keep this contract itself:
 * the same call again answers what the first did, marked replayed; the key with another body, 422.
 */
export function idempotency(
  db: Database,
  ownAnswers: (method: string, path: string) => boolean = () => false,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !CHANGING_METHODS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${IDEMPOTENCY_HEADER}`, {
        [IDEMPOTENCY_HEADER]: 'must be 1 to 255 printable characters without spaces',
      });
    }
    if (ownAnswers(c.req.method, c.req.path)) {
      c.set('idempotencyKey', key);
      return next();
    }
    // Whose key it is: the token's user (even with a token revoked since: the key still belongs
    // to them, and replayRefusal decides whether the answer may be given), else `anon`. Anonymous
    // keys can share one scope because a repeat must also match the whole request. A call made
    // with an API key is its owner's (the fingerprint does not hold the key: two owners' equal
    // calls must not share an answer).
    const claims = await tokenClaimsOf(c);
    const owner = claims?.userId ?? keyOwnerId(c);
    const scope = owner !== undefined ? userScope(owner) : 'anon';
    await refuseBeforeBody(db, c, scope, key, claims);
    const claim = await claimKey(db, scope, key, await fingerprintOf(c));
    if (claim.kind === 'mismatch') throw keyReused();
    if (claim.kind === 'in_progress') {
      throw new ApiError(
        409,
        'idempotency_in_progress',
        'The first request with this key is still running.',
        {
          retry_after: '1',
        },
      );
    }
    if (claim.kind === 'answered') {
      const refusal = claims && (await replayRefusal(db, claims, claim.versions));
      if (refusal) throw refusal;
      return replay(c, claim.answer);
    }

    // The handler runs with its transactions joined into one, which also stores the answer
    // (db/transaction.ts): the change and the answer are committed together or not at all.
    let run: RequestTransaction;
    try {
      run = await runInRequestTransaction(db, (tx) => lockClaim(tx, scope, key), next);
    } catch (error) {
      await releaseKey(db, scope, key);
      throw error;
    }
    const answer = await answerToKeep(c);
    const finish = async (q: Database) => {
      if (!answer) return releaseKey(q, scope, key);
      const caller = claims ? { userId: claims.userId, tokenVersion: claims.version } : undefined;
      await storeAnswer(q, scope, key, answer, caller);
    };
    if (!run.opened) return finish(db);
    if (c.res.status >= 500) {
      // A server error undoes the whole call, so a retry runs it anew (nothing was half done).
      await run.rollback();
      return releaseKey(db, scope, key);
    }
    // Any other answer commits, a refusal too: rate-limit and login-failure counts stay counted.
    // Should the COMMIT fail, whether it took is unknown: the claim stays, so a repeat gets the
    // answer if it did, or runs anew once the claim is abandoned (ABANDONED_CLAIM_S) if not.
    await run.commit(finish);
  };
}
