// The contact form (spec sections 3, 5 and 7): POST /wp/v2/emails/contact-form with name, email,
// subject and message. The rules are plain functions returning error codes per field, so the
// server (the authority) and the form (instant feedback) apply the same checks.
import * as v from 'valibot';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, type FieldErrors } from './account-fields.ts';
import { safeString } from './boundaries.ts';

/** Spec 3: the subjects a sender chooses from. */
export const CONTACT_SUBJECTS = ['account', 'buying', 'shipping', 'marketing', 'bugs', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Long enough for a detailed bug report, far below what would burden the operator's inbox. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** A message says something: "hi" is not a request the support can answer. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
/**
 * The request body's cap: the longest message sent as JSON escapes (6 bytes per UTF-16 unit)
 * plus the other fields fits well below it; the server holds no more than this.
 */
export const CONTACT_BODY_MAX_BYTES = 40 * 1024;

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactFields;

export const isContactSubject = (value: string): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value);

/** A bare address: no display name, no list, no quoting, no comment, no space. */
const MAILBOX = /^[^\s@<>"(),;:\\[\]]+@[^\s@<>"(),;:\\[\]]+\.[^\s@<>"(),;:\\[\]]+$/;
/** `Name <address>` or `"Name" <address>`, as a mail program copies it. */
const NAMED = /^(?:"[^"]*"|[^"<>]*)\s*<([^<>]*)>$/;

/**
 * The mailbox an e-mail field names, as every limit counts it and the copy is sent to (issue 30):
 * `"A"<x@example.de>`, `<x@example.de>` and ` X@Example.de ` are one mailbox, `x@example.de`. A
 * display name is dropped (it never reaches a header); undefined when the field names no single
 * bare address.
 */
export function contactMailbox(input: string): string | undefined {
  const text = input.trim();
  const bare = (NAMED.exec(text)?.[1] ?? text).trim().toLowerCase();
  return MAILBOX.test(bare) ? bare : undefined;
}

/**
 * The sender's name on one line (issue 30): it stands on a line of the operator's mail ("Von: …")
 * and the copy's greeting, so line breaks and other control characters become one space and
 * cannot forge a line of their own.
 */
export const contactName = (input: string): string =>
  input
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * Spec 5: every field required ("Subject is required": a subject outside the list counts as none
 * chosen), a valid e-mail, and lengths within the caps. The message's too-short case is `required`
 * with more to say (the form's text names the minimum).
 */
export function contactErrors(input: ContactFields): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const name = contactName(input.name);
  if (name === '') errors.name = 'required';
  else if (name.length > MAX_NAME_LENGTH) errors.name = 'too_long';
  const email = input.email.trim();
  if (email === '') errors.email = 'required';
  else if (email.length > MAX_EMAIL_LENGTH) errors.email = 'too_long';
  else if (contactMailbox(email) === undefined) errors.email = 'email';
  if (!isContactSubject(input.subject)) errors.subject = 'required';
  const message = input.message.trim();
  if (message.length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = 'required';
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) errors.message = 'too_long';
  return errors;
}

/**
 * The wire shape: text fields with hard caps (a few times the rules' lengths, so a too-long value
 * is answered per field by contactErrors, not as a schema error); missing fields count as empty.
 */
export const ContactRequestSchema = v.object({
  name: v.optional(safeString(MAX_NAME_LENGTH * 4), ''),
  email: v.optional(safeString(MAX_EMAIL_LENGTH * 4), ''),
  subject: v.optional(safeString(40), ''),
  message: v.optional(safeString(CONTACT_MESSAGE_MAX_LENGTH * 2), ''),
});
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

/** The answer of a sent form. */
export const ContactResultSchema = v.object({ status: v.literal(true), id: v.number() });
export type ContactResult = v.InferOutput<typeof ContactResultSchema>;
