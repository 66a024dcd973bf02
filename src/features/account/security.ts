// Passkeys and two-factor in the app's one cache (docs/accounts.md): the signed-in user's
// passkeys and two-factor state under the login's private key, the changes as mutations, and the
// two ways in without the password alone (a passkey; the code step of a login on a new device).
// The browser's WebAuthn library is loaded only when a passkey is used.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
// Types only (erased): the library itself is imported where a passkey is used.
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import {
  confirmTwoFactor,
  deletePasskey,
  disableTwoFactor,
  fetchPasskeys,
  fetchTwoFactor,
  newRecoveryCodes,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  setUpTwoFactor,
  twoFactorLogin,
} from '../../api/account-security.ts';
import { ApiFailure } from '../../api/client.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { isSecondFactorCode } from '../../core/account-security.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';
import { signIn } from '../../session/session.ts';

export const securityKeys = {
  passkeys: (owner: string) => [...privateKey(owner), 'passkeys'] as const,
  twoFactor: (owner: string) => [...privateKey(owner), 'two-factor'] as const,
};

/** GET the signed-in user's passkeys. */
export const passkeysQueryOptions = (owner: string) =>
  queryOptions({ queryKey: securityKeys.passkeys(owner), queryFn: ({ signal }) => fetchPasskeys(signal) });

/** GET the signed-in user's two-factor state. */
export const twoFactorQueryOptions = (owner: string) =>
  queryOptions({ queryKey: securityKeys.twoFactor(owner), queryFn: ({ signal }) => fetchTwoFactor(signal) });

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The browser's prompt; a cancel or a refusal there (no request reached us) becomes the client's
 * `unknown` failure, which the screens word as "the passkey was not used".
 */
async function inBrowser<T>(run: (lib: typeof WebAuthnBrowser) => Promise<T>): Promise<T> {
  const lib = await import('@simplewebauthn/browser');
  try {
    return await run(lib);
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure('unknown', 0, 'passkey prompt ended');
  }
}

export function usePasskeys() {
  const owner = useSession().token ?? null;
  return useQuery({ ...passkeysQueryOptions(owner ?? ''), enabled: owner !== null }, queryClient);
}

export function useTwoFactor() {
  const owner = useSession().token ?? null;
  return useQuery({ ...twoFactorQueryOptions(owner ?? ''), enabled: owner !== null }, queryClient);
}

const refresh = (owner: string | null, key: keyof typeof securityKeys) =>
  owner === null ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: securityKeys[key](owner) });

/** Registers a passkey of this device (the browser asks for the fingerprint, face or PIN). */
export function useAddPasskey() {
  const owner = useSession().token ?? null;
  return useMutation(
    {
      mutationFn: async () => {
        const optionsJSON = await passkeyRegistrationOptions();
        const response = await inBrowser((lib) => lib.startRegistration({ optionsJSON }));
        return registerPasskey(response, newIdempotencyKey());
      },
      onSuccess: () => refresh(owner, 'passkeys'),
    },
    queryClient,
  );
}

export function useRemovePasskey() {
  const owner = useSession().token ?? null;
  return useMutation(
    {
      mutationFn: (id: number) => deletePasskey(id, newIdempotencyKey()),
      onSuccess: () => refresh(owner, 'passkeys'),
    },
    queryClient,
  );
}

/** A fresh secret to add to the authenticator app (two-factor is not on yet). */
export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: () => setUpTwoFactor() }, queryClient);
}

/** The first code turns it on; the answer's recovery codes are shown once and kept nowhere. */
export function useConfirmTwoFactor() {
  const owner = useSession().token ?? null;
  return useMutation(
    { mutationFn: (code: string) => confirmTwoFactor(code), onSuccess: () => refresh(owner, 'twoFactor') },
    queryClient,
  );
}

/** New recovery codes for a current code of the app; the old ones stop working. */
export function useNewRecoveryCodes() {
  const owner = useSession().token ?? null;
  return useMutation(
    { mutationFn: (code: string) => newRecoveryCodes(code), onSuccess: () => refresh(owner, 'twoFactor') },
    queryClient,
  );
}

/** Off, with what the user typed: a code of the app (or a recovery code), else the password. */
export function useDisableTwoFactor() {
  const owner = useSession().token ?? null;
  return useMutation(
    {
      mutationFn: (proof: string) =>
        disableTwoFactor(
          isSecondFactorCode(proof) ? { code: proof } : { password: proof },
          newIdempotencyKey(),
        ),
      onSuccess: () => refresh(owner, 'twoFactor'),
    },
    queryClient,
  );
}

/** Logs in with a passkey: no e-mail typed, the browser offers the passkeys it has for us. */
export function usePasskeyLogIn() {
  return useMutation(
    {
      mutationFn: async () => {
        const optionsJSON = await passkeyLoginOptions();
        const response = await inBrowser((lib) => lib.startAuthentication({ optionsJSON }));
        await signIn(await passkeyLogin(response));
      },
    },
    queryClient,
  );
}

/** The code step of a login on a new device (`pendingToken` from hm_two_factor_required). */
export function useTwoFactorLogIn() {
  return useMutation(
    {
      mutationFn: async ({ pendingToken, code }: { pendingToken: string; code: string }) => {
        await signIn(await twoFactorLogin(pendingToken, code));
      },
    },
    queryClient,
  );
}

/** The pending token when a login's failure asks for the second step. */
export const pendingLoginOf = (error: unknown): string | undefined =>
  error instanceof ApiFailure && error.code === 'hm_two_factor_required'
    ? error.details?.pending_token
    : undefined;
