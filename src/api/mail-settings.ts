// The e-mail when away's setting (src/core/away-mail.ts, docs/notifications.md): read and change
// one's own, and the unsubscribe link of a mail (its token, no login).
import { MailSettingsSchema, type MailSettings } from '../core/away-mail.ts';
import { apiCall } from './client.ts';

const PATH = '/hm/v1/mail-settings';

export async function fetchMailSettings(signal?: AbortSignal): Promise<MailSettings> {
  return (await apiCall(PATH, MailSettingsSchema, { auth: true, signal })).data;
}

export async function saveMailSettings(
  settings: MailSettings,
  idempotencyKey: string,
): Promise<MailSettings> {
  return (
    await apiCall(PATH, MailSettingsSchema, { method: 'PUT', body: settings, auth: true, idempotencyKey })
  ).data;
}

/** No Idempotency-Key: keyed calls are a signed-in user's, and turning off twice is still off. */
export async function unsubscribeAwayMail(token: string): Promise<MailSettings> {
  return (await apiCall(`${PATH}/unsubscribe`, MailSettingsSchema, { method: 'POST', body: { token } })).data;
}
