// One way to save a profile change: the call, the shared user updated, the success alert, and the
// failure turned into field errors or a message.
import { updateMe } from '../../api/account.ts';
import type { CustomerUpdate } from '../../core/account.ts';
import type { FieldError } from '../../core/account-fields.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { fieldErrorsOf, formFailureMessage } from './form-errors.ts';
import { endInvalidSession, isInvalidToken, rememberUser, replaceToken } from '../../session/session.ts';

export type SaveOutcome =
  { ok: true } | { ok: false; fields: Record<string, FieldError>; message?: MessageId };

export async function saveProfile(
  update: CustomerUpdate,
  idempotencyKey: string,
  success: MessageId = 'alerts.profile.update',
): Promise<SaveOutcome> {
  try {
    const result = await updateMe(update, idempotencyKey);
    if (result.token) replaceToken(result.token);
    await rememberUser(result.data);
    showAlert('success', success);
    return { ok: true };
  } catch (error) {
    if (isInvalidToken(error)) {
      await endInvalidSession();
      return { ok: false, fields: {} };
    }
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length > 0) return { ok: false, fields };
    showAlert('error', 'alerts.profile.failed');
    return { ok: false, fields: {}, message: formFailureMessage(error) };
  }
}
