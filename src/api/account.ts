// Account calls (spec 7, Account), typed by the shared schemas of src/core/account.ts. Changing
// calls take the form's Idempotency-Key, so sending an unchanged form again cannot act twice.
import * as v from 'valibot';
import {
  CustomerSchema,
  FavoritesResultSchema,
  LoginResultSchema,
  ResetValidateResultSchema,
  StatusMessageSchema,
  TokenCheckResultSchema,
  UpdateResultSchema,
  type CustomerUpdate,
  type FavoriteChange,
} from '../core/account.ts';
import type { RegistrationFields } from '../core/account-fields.ts';
import type { Locale } from '../core/constants.ts';
import { apiCall } from './client.ts';

const lang = (locale: Locale) => new URLSearchParams({ lang: locale });

export async function register(fields: RegistrationFields, locale: Locale, idempotencyKey?: string) {
  const { data } = await apiCall('/wc/v3/customers', StatusMessageSchema, {
    method: 'POST',
    query: lang(locale),
    body: fields,
    idempotencyKey,
  });
  return data;
}

export async function login(username: string, password: string) {
  // The answer carries the customer: logging in is one round trip.
  const { data } = await apiCall('/jwt-auth/v1/token', LoginResultSchema, {
    method: 'POST',
    body: { username, password },
  });
  return data;
}

/** Login by token alone: proves the stored token still works and renews the realtime token. */
export async function checkToken() {
  const { data } = await apiCall('/jwt-auth/v1/token', TokenCheckResultSchema, {
    method: 'POST',
    auth: true,
  });
  return data;
}

export async function revokeAllTokens() {
  await apiCall('/jwt-auth/v1/token/revoke', v.object({ status: v.literal(true) }), {
    method: 'POST',
    auth: true,
  });
}

export async function fetchMe() {
  const { data } = await apiCall('/wc/v3/customers/me', CustomerSchema, { auth: true });
  return data;
}

export async function updateMe(update: CustomerUpdate, idempotencyKey?: string) {
  const { data } = await apiCall('/wc/v3/customers/me', UpdateResultSchema, {
    method: 'PUT',
    body: update,
    auth: true,
    idempotencyKey,
  });
  return data;
}

export async function sendFavoriteChanges(changes: FavoriteChange[], idempotencyKey?: string) {
  const { data } = await apiCall('/wc/v3/customers/me', FavoritesResultSchema, {
    method: 'PUT',
    body: { favorite_changes: changes },
    auth: true,
    idempotencyKey,
  });
  return data.favs;
}

export async function uploadAvatar(file: Blob, idempotencyKey?: string) {
  const { data } = await apiCall(
    '/wc/v3/customers/me/avatar',
    v.object({ status: v.literal(true), data: CustomerSchema }),
    { method: 'POST', body: file, auth: true, idempotencyKey },
  );
  return data.data;
}

export async function deleteAccount(userId: number, idempotencyKey?: string) {
  await apiCall(`/wc/v3/customers/${userId}`, v.object({ status: v.literal(true) }), {
    method: 'DELETE',
    query: new URLSearchParams({ force: 'true' }),
    auth: true,
    idempotencyKey,
  });
}

export async function requestPasswordReset(username: string, locale: Locale, idempotencyKey?: string) {
  const { data } = await apiCall('/wc/v3/customers/reset', StatusMessageSchema, {
    method: 'POST',
    body: { username, lang: locale },
    idempotencyKey,
  });
  return data;
}

export async function isResetKeyUsable(key: string) {
  const { data } = await apiCall('/wc/v3/customers/reset/validate', v.object({ status: v.boolean() }), {
    query: new URLSearchParams({ key }),
  });
  return data.status;
}

export async function resetPassword(
  key: string,
  password: string,
  password2: string,
  locale: Locale,
  idempotencyKey?: string,
) {
  const { data } = await apiCall('/wc/v3/customers/reset/validate', ResetValidateResultSchema, {
    method: 'POST',
    body: { key, password, password2, lang: locale },
    idempotencyKey,
  });
  return data;
}

export const SocialProvidersSchema = v.array(v.object({ id: v.string(), name: v.string() }));

export async function fetchSocialProviders() {
  const { data } = await apiCall('/social/providers', SocialProvidersSchema);
  return data;
}

const SocialLinkSchema = v.object({ location: v.string() });

/**
 * Start linking a provider account to the signed-in user (settings): where to send the browser.
 * No Idempotency-Key: each start is a new state, and a repeat only starts another.
 */
export async function startSocialLink(provider: string, returnTo: string, locale: Locale): Promise<string> {
  const { data } = await apiCall(`/hm/v1/social/${encodeURIComponent(provider)}/link`, SocialLinkSchema, {
    method: 'POST',
    body: { return_to: returnTo, lang: locale },
    auth: true,
  });
  return data.location;
}

export const socialStartUrl = (provider: string, returnTo: string, locale: Locale) =>
  `/wp-json/social/${encodeURIComponent(provider)}/start?${new URLSearchParams({ return_to: returnTo, lang: locale })}`;
