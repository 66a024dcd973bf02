// Passkeys (issue 17, docs/accounts.md): a signed-in user registers one (options, then the
// browser's answer), lists and deletes their own; anyone logs in with one (discoverable
// credentials: no e-mail typed) and gets the answer a password login gives. Challenges are kept
// in the database (any instance may take the answer), used once, young, and bound to who asked:
// a registration to its user, a login to the browser's passkey_login cookie. The relying party is
// the origin we believe for this request (lib/auth.ts requestOrigin: PUBLIC_URL in production).
import { createHash, randomBytes } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { WEBAUTHN_CHALLENGE_TTL_S, type Passkey } from '../../src/core/account-security.ts';
import type { Database } from '../db/client.ts';
import * as repo from '../db/repositories/passkeys.ts';
import { findUserById, type UserRow } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { finishLogin, type LoginOutcome } from './accounts/login.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';
import type { TokenService } from './tokens.ts';

/** The WebAuthn library, loaded on the first passkey call: few requests need it, every start paid it. */
const webauthn = () => import('@simplewebauthn/server');

export interface PasskeyDeps {
  db: Database;
  tokens: TokenService;
  limiter: RateLimiter;
}

/** Who asks and from where: the origin decides the relying party. */
export interface PasskeyContext {
  ip: string;
  origin: string;
}

const RP_NAME = 'Handymarkt';

const invalid = () => new ApiError(400, 'hm_passkey_invalid', 'The passkey could not be verified.');
const staleChallenge = () =>
  new ApiError(
    400,
    'hm_passkey_challenge_invalid',
    'The passkey request expired or was used. Please try again.',
  );

const sessionHash = (session: string) => createHash('sha256').update(session).digest('hex');

/** The challenge the browser signed, read from its client data (verified again by WebAuthn). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200) return challenge;
  } catch {
    // Not JSON: refused below.
  }
  throw invalid();
}

const passkeyJson = (row: repo.PasskeyRow): Passkey => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const rpIdOf = (origin: string) => new URL(origin).hostname;

export function passkeyService({ db, tokens, limiter }: PasskeyDeps) {
  return {
    async list(user: UserRow): Promise<Passkey[]> {
      return (await repo.passkeysOf(db, user.id)).map(passkeyJson);
    },

    /** Another user's passkey is "not found" too: nobody learns which ids exist. */
    async remove(user: UserRow, id: number): Promise<void> {
      if (!(await repo.deletePasskey(db, user.id, id))) {
        throw new ApiError(404, 'hm_passkey_not_found', 'No such passkey.');
      }
    },

    async registrationOptions(
      user: UserRow,
      ctx: PasskeyContext,
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      await limiter.hit(RATE_RULES.passkeyStartPerIp, ctx.ip);
      const existing = await repo.passkeysOf(db, user.id);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpIdOf(ctx.origin),
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
        // The user handle the authenticator keeps: our id, nothing personal.
        userID: new TextEncoder().encode(String(user.id)),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransportFuture[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: WEBAUTHN_CHALLENGE_TTL_S * 1000,
      });
      // Abandoned ceremonies go as new ones start (as the social login's states do).
      await repo.deleteOldChallenges(db, WEBAUTHN_CHALLENGE_TTL_S);
      await repo.insertChallenge(db, {
        challenge: options.challenge,
        purpose: 'register',
        userId: user.id,
        sessionHash: null,
      });
      return options;
    },

    async register(user: UserRow, response: RegistrationResponseJSON, ctx: PasskeyContext): Promise<Passkey> {
      const taken = await repo.takeChallenge(
        db,
        challengeOf(response.response.clientDataJSON),
        WEBAUTHN_CHALLENGE_TTL_S,
      );
      if (taken?.purpose !== 'register' || taken.userId !== user.id) throw staleChallenge();
      const { verifyRegistrationResponse } = await webauthn();
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: taken.challenge,
          expectedOrigin: ctx.origin,
          expectedRPID: rpIdOf(ctx.origin),
          requireUserVerification: true,
        });
        info = result.verified ? result.registrationInfo : undefined;
      } catch {
        info = undefined;
      }
      if (!info) throw invalid();
      const row = await repo.insertPasskey(db, {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
      });
      if (!row) throw invalid(); // that credential is registered already
      return passkeyJson(row);
    },

    /** Options for a login; `session` is the random value the browser keeps in its cookie. */
    async loginOptions(
      ctx: PasskeyContext,
    ): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; session: string }> {
      await limiter.hit(RATE_RULES.passkeyStartPerIp, ctx.ip);
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rpIdOf(ctx.origin),
        userVerification: 'required',
        timeout: WEBAUTHN_CHALLENGE_TTL_S * 1000,
      });
      const session = randomBytes(32).toString('base64url');
      await repo.deleteOldChallenges(db, WEBAUTHN_CHALLENGE_TTL_S);
      await repo.insertChallenge(db, {
        challenge: options.challenge,
        purpose: 'login',
        userId: null,
        sessionHash: sessionHash(session),
      });
      return { options, session };
    },

    /** A passkey proves possession and the user's verification: two factors, no code asked. */
    async login(
      response: AuthenticationResponseJSON,
      session: string | undefined,
      ctx: PasskeyContext,
    ): Promise<LoginOutcome> {
      await limiter.hit(RATE_RULES.loginPerIp, ctx.ip);
      const taken = await repo.takeChallenge(
        db,
        challengeOf(response.response.clientDataJSON),
        WEBAUTHN_CHALLENGE_TTL_S,
      );
      if (taken?.purpose !== 'login' || !session || taken.sessionHash !== sessionHash(session)) {
        throw staleChallenge();
      }
      const passkey = await repo.findPasskeyByCredentialId(db, response.id);
      const user = passkey ? await findUserById(db, passkey.userId) : undefined;
      if (!passkey || !user || user.deletedAt) throw invalid();
      const handle = response.response.userHandle;
      if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== String(user.id)) throw invalid();
      const { verifyAuthenticationResponse } = await webauthn();
      let newCounter: number | undefined;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: taken.challenge,
          expectedOrigin: ctx.origin,
          expectedRPID: rpIdOf(ctx.origin),
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports as AuthenticatorTransportFuture[],
          },
          requireUserVerification: true,
        });
        // A counter that did not grow (a cloned authenticator) throws in there.
        newCounter = result.verified ? result.authenticationInfo.newCounter : undefined;
      } catch {
        newCounter = undefined;
      }
      if (
        newCounter === undefined ||
        !(await repo.advanceCounter(db, passkey.id, passkey.counter, newCounter))
      ) {
        throw invalid();
      }
      return finishLogin({ db, tokens }, user, undefined);
    },
  };
}

export type PasskeyService = ReturnType<typeof passkeyService>;
