// The contact form's address, the operator's test mailbox and a valid form (spec 7), for the
// contact tests.
export const CONTACT = '/wp-json/wp/v2/emails/contact-form';
export const OPERATOR = 'kontakt@betreiber.example';

export const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Erika Muster',
  email: 'erika@example.test',
  subject: 'shipping',
  message: 'Mein Paket ist seit einer Woche unterwegs. Was kann ich tun?',
  ...overrides,
});
