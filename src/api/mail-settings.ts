// The mail settings (src/core/away-mail.ts, docs/notifications.md): the e-mail when away and the
// saved searches' daily digest; read and change one's own, and the unsubscribe link of a mail
// (its token, no login; the token says which mails it turns off).
import { MailSettingsSchema, type MailSettings, type MailSettingsChange } from '../core/away-mail.ts';
import { apiCall } from './client.ts';

const PATH = '/hm/v1/mail-settings';

export async function fetchMailSettings(signal?: AbortSignal): Promise<MailSettings> {
  return (await apiCall(PATH, MailSettingsSchema, { auth: true, signal })).data;
}

export async function saveMailSettings(
  settings: MailSettingsChange,
  idempotencyKey: string,
): Promise<MailSettings> {
  return (
    await apiCall(PATH, MailSettingsSchema, { method: 'PUT', body: settings, auth: true, idempotencyKey })
  ).data;
}

/** No Idempotency-Key: keyed calls are a signed-in user's, and turning off twice is still off. */
export async function unsubscribeMail(token: string): Promise<MailSettings> {
  return (await apiCall(`${PATH}/unsubscribe`, MailSettingsSchema, { method: 'POST', body: { token } })).data;
}
