// The contact form's rules (spec 5: "Subject is required"; spec 3: the six subjects). The server
// applies the same function, so these cases are also what the API refuses.
import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './account-fields.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECTS,
  contactErrors,
  contactMailbox,
  contactName,
  type ContactFields,
} from './contact.ts';

const valid: ContactFields = {
  name: 'Erika Muster',
  email: 'erika@example.de',
  subject: 'buying',
  message: 'Wie funktioniert der Käuferschutz?',
};

describe('contactErrors', () => {
  it('accepts a complete form with each of the six subjects', () => {
    expect(CONTACT_SUBJECTS).toEqual(['account', 'buying', 'shipping', 'marketing', 'bugs', 'other']);
    for (const subject of CONTACT_SUBJECTS) expect(contactErrors({ ...valid, subject })).toEqual({});
  });

  it('refuses a missing subject, or one outside the list, as required', () => {
    expect(contactErrors({ ...valid, subject: '' })).toEqual({ subject: 'required' });
    expect(contactErrors({ ...valid, subject: 'refund' })).toEqual({ subject: 'required' });
  });

  it('requires a name and an e-mail, and refuses a malformed e-mail', () => {
    expect(contactErrors({ ...valid, name: '  ', email: '' })).toEqual({
      name: 'required',
      email: 'required',
    });
    expect(contactErrors({ ...valid, email: 'erika.example.de' })).toEqual({ email: 'email' });
  });

  it(`requires a message of at least ${CONTACT_MESSAGE_MIN_LENGTH} characters, spaces not counted`, () => {
    const short = 'x'.repeat(CONTACT_MESSAGE_MIN_LENGTH - 1);
    expect(contactErrors({ ...valid, message: `  ${short}   ` })).toEqual({ message: 'required' });
    expect(contactErrors({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MIN_LENGTH) })).toEqual({});
  });

  it('refuses fields over their lengths as too_long', () => {
    expect(
      contactErrors({
        ...valid,
        name: 'n'.repeat(MAX_NAME_LENGTH + 1),
        email: `${'e'.repeat(MAX_EMAIL_LENGTH)}@example.de`,
        message: 'm'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual({ name: 'too_long', email: 'too_long', message: 'too_long' });
    expect(contactErrors({ ...valid, message: 'm'.repeat(CONTACT_MESSAGE_MAX_LENGTH) })).toEqual({});
  });
});

// Issue 30: one mailbox got 7 copies in an hour, written `"A"<x@…>` and `<x@…>`.
describe('contactMailbox', () => {
  it.each([
    'x@example.de',
    ' X@Example.DE ',
    '<x@example.de>',
    '"A"<x@example.de>',
    '"Anna B." <X@example.de>',
    'Anna <x@example.de>',
  ])('reads %j as x@example.de', (spelling) => {
    expect(contactMailbox(spelling)).toBe('x@example.de');
  });

  it.each([
    'x@example.de, y@example.de',
    '<x@example.de>, <y@example.de>',
    'x@example.de\r\nBcc: y@example.de',
    '"x"@example.de',
    'x(comment)@example.de',
    'x@example',
    'A <x@example.de',
    '',
  ])('refuses %j', (spelling) => {
    expect(contactMailbox(spelling)).toBeUndefined();
    expect(contactErrors({ ...valid, email: spelling }).email).toBeDefined();
  });
});

describe('contactName', () => {
  it('keeps a name on one line', () => {
    expect(contactName('Eve\r\nKonto: Nutzer 1')).toBe('Eve Konto: Nutzer 1');
    expect(contactName('Eve\u2028Betreff: Konto\u0085x\t y')).toBe('Eve Betreff: Konto x y');
    expect(contactName('  Erika   Muster ')).toBe('Erika Muster');
  });

  it('counts a name of line breaks only as none', () => {
    expect(contactErrors({ ...valid, name: '\r\n\r\n' })).toEqual({ name: 'required' });
  });
});
