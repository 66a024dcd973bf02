// Phone verification calls (spec 7, Account; src/core/phone-verification.ts): send the code by
// SMS, check it, save the verified number. Each takes its submission's Idempotency-Key.
import {
  PhoneStatusSchema,
  SavePhoneResultSchema,
  type SavePhoneResult,
} from '../core/phone-verification.ts';
import { apiCall } from './client.ts';

const ME = '/wc/v3/customers/me';

export async function sendPhoneCode(phonenumber: string, idempotencyKey: string): Promise<void> {
  await apiCall(`${ME}/savePhoneVerificationCode`, PhoneStatusSchema, {
    method: 'PUT',
    body: { phonenumber },
    auth: true,
    idempotencyKey,
  });
}

export async function verifyPhoneCode(verificationCode: string, idempotencyKey: string): Promise<void> {
  await apiCall(`${ME}/verifyCode`, PhoneStatusSchema, {
    method: 'PUT',
    body: { verificationCode },
    auth: true,
    idempotencyKey,
  });
}

export async function savePhone(phonenumber: string, idempotencyKey: string): Promise<SavePhoneResult> {
  const { data } = await apiCall(`${ME}/savePhone`, SavePhoneResultSchema, {
    method: 'PUT',
    body: { phonenumber },
    auth: true,
    idempotencyKey,
  });
  return data;
}
