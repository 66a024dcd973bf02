// The contact form's call (spec 7): POST /wp/v2/emails/contact-form.
import { ContactResultSchema, type ContactFields } from '../core/contact.ts';
import type { Locale } from '../core/constants.ts';
import { apiCall } from './client.ts';

export async function sendContactForm(fields: ContactFields, locale: Locale, idempotencyKey: string) {
  const { data } = await apiCall('/wp/v2/emails/contact-form', ContactResultSchema, {
    method: 'POST',
    query: new URLSearchParams({ lang: locale }),
    body: fields,
    // A signed-in sender is named to the operator (the form is prefilled from the account).
    auth: true,
    idempotencyKey,
  });
  return data;
}
