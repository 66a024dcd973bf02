// Passkeys and two-factor (src/core/account-security.ts, docs/accounts.md). The WebAuthn options
// and answers pass through as JSON (the browser library reads and writes them). Setting up
// two-factor and the recovery codes send no Idempotency-Key on purpose: their answers carry the
// secret and the codes, which must not be kept in the server's store of answers.
import * as v from 'valibot';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import {
  PasskeyListSchema,
  PasskeySchema,
  RecoveryCodesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  type Passkey,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../core/account-security.ts';
import { LoginResultSchema, type LoginResult } from '../core/account.ts';
import { apiCall } from './client.ts';

const PASSKEYS = '/hm/v1/passkeys';
const TWO_FACTOR = '/hm/v1/two-factor';
// The options are the WebAuthn library's JSON: checked to be an object, read by the library.
const OptionsSchema = v.looseObject({ challenge: v.string() });

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await apiCall(PASSKEYS, PasskeyListSchema, { auth: true, signal })).data;
}

export async function passkeyRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { data } = await apiCall(`${PASSKEYS}/register/options`, OptionsSchema, {
    method: 'POST',
    auth: true,
  });
  return data as unknown as PublicKeyCredentialCreationOptionsJSON;
}

export async function registerPasskey(
  response: RegistrationResponseJSON,
  idempotencyKey: string,
): Promise<Passkey> {
  return (
    await apiCall(`${PASSKEYS}/register`, PasskeySchema, {
      method: 'POST',
      body: { response },
      auth: true,
      idempotencyKey,
    })
  ).data;
}

export async function deletePasskey(id: number, idempotencyKey: string): Promise<void> {
  await apiCall(`${PASSKEYS}/${id}`, v.object({ deleted: v.literal(true) }), {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
}

export async function passkeyLoginOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { data } = await apiCall(`${PASSKEYS}/login/options`, OptionsSchema, { method: 'POST' });
  return data as unknown as PublicKeyCredentialRequestOptionsJSON;
}

export async function passkeyLogin(response: AuthenticationResponseJSON): Promise<LoginResult> {
  return (await apiCall(`${PASSKEYS}/login`, LoginResultSchema, { method: 'POST', body: { response } })).data;
}

export async function fetchTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return (await apiCall(TWO_FACTOR, TwoFactorStatusSchema, { auth: true, signal })).data;
}

export async function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return (await apiCall(`${TWO_FACTOR}/setup`, TwoFactorSetupSchema, { method: 'POST', auth: true })).data;
}

export async function confirmTwoFactor(code: string): Promise<RecoveryCodes> {
  return (
    await apiCall(`${TWO_FACTOR}/confirm`, RecoveryCodesSchema, {
      method: 'POST',
      body: { code },
      auth: true,
    })
  ).data;
}

export async function newRecoveryCodes(code: string): Promise<RecoveryCodes> {
  return (
    await apiCall(`${TWO_FACTOR}/recovery-codes`, RecoveryCodesSchema, {
      method: 'POST',
      body: { code },
      auth: true,
    })
  ).data;
}

export async function disableTwoFactor(
  proof: { code: string } | { password: string },
  idempotencyKey: string,
): Promise<TwoFactorStatus> {
  return (
    await apiCall(`${TWO_FACTOR}/disable`, TwoFactorStatusSchema, {
      method: 'POST',
      body: proof,
      auth: true,
      idempotencyKey,
    })
  ).data;
}

/** The second step of a login on a new device (no token yet, no key: like the login itself). */
export async function twoFactorLogin(pendingToken: string, code: string): Promise<LoginResult> {
  return (
    await apiCall(`${TWO_FACTOR}/login`, LoginResultSchema, {
      method: 'POST',
      body: { pending_token: pendingToken, code },
    })
  ).data;
}
