// The contact form on the support page (spec 2.3 and 5): name, e-mail, subject, message; a signed-in
// user's name and e-mail are filled in. Errors show at their fields (the rules of src/core/contact.ts
// first here, then the server's), a sent message is confirmed in place of the form.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldError } from '../../core/account-fields.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECTS,
  contactErrors,
  type ContactField,
  type ContactFields,
  type ContactSubject,
} from '../../core/contact.ts';
import { appLocale } from '../../i18n/locale.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { fieldErrorsOf, hasFieldErrors } from './form-errors.ts';
import { useForm } from './use-form.ts';
import { useSendContact } from './contact.ts';

/** The text of a field's error code; the subject's "required" is spec 5's own sentence. */
function errorText(field: ContactField, code: FieldError): MessageId {
  if (field === 'subject') return 'contact.error.subject';
  if (field === 'message' && code === 'required') return 'contact.error.messageShort';
  if (code === 'email') return 'contact.error.email';
  if (code === 'too_long') return 'contact.error.tooLong';
  return 'contact.error.required';
}

const SUBJECT_LABELS: Record<ContactSubject, MessageId> = {
  account: 'contact.subject.account',
  buying: 'contact.subject.buying',
  shipping: 'contact.subject.shipping',
  marketing: 'contact.subject.marketing',
  bugs: 'contact.subject.bugs',
  other: 'contact.subject.other',
};

const CONTACT_TEXTS: ErrorTexts = {
  // Nothing was sent: the form keeps the text, to be sent again online.
  offline: 'contact.error.offline',
  codes: { too_many_requests: 'contact.error.tooMany' },
};

export function ContactForm() {
  const intl = useIntl();
  const { user } = useSession();
  const initial: ContactFields = {
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  };
  const form = useForm(initial);
  const { setValues } = form;
  // The session may arrive after the page: fill in what the user has not typed yet.
  const fullName = initial.name;
  const accountEmail = initial.email;
  useEffect(() => {
    if (!fullName && !accountEmail) return;
    setValues((v) => ({ ...v, name: v.name || fullName, email: v.email || accountEmail }));
  }, [fullName, accountEmail, setValues]);
  const send = useSendContact();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const ids = { subject: useId(), message: useId(), heading: useId() };
  const error = (field: ContactField) => {
    const code = form.error(field);
    return code && intl.formatMessage({ id: errorText(field, code) }, { min: CONTACT_MESSAGE_MIN_LENGTH });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errors = contactErrors(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    send.mutate(
      { fields: form.values, locale: appLocale(intl.locale) },
      {
        onSuccess: () => {
          setSentTo(form.values.email.trim());
          form.setValues({ ...initial, message: '' });
        },
        onError: (failure) => {
          if (hasFieldErrors(failure)) form.setErrors(fieldErrorsOf(failure));
        },
      },
    );
  };

  if (sentTo) {
    return (
      <section className="contact card" aria-labelledby={ids.heading} data-testid="contact-sent">
        <h2 id={ids.heading} tabIndex={-1} ref={(el) => el?.focus()}>
          <FormattedMessage id="contact.sent.title" />
        </h2>
        <p role="status">
          <FormattedMessage id="contact.sent.text" values={{ email: sentTo }} />
        </p>
        <button type="button" className="button button--secondary" onClick={() => setSentTo(undefined)}>
          <FormattedMessage id="contact.sent.again" />
        </button>
      </section>
    );
  }

  const subjectError = error('subject');
  const messageError = error('message');
  return (
    <section className="contact" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>
        <FormattedMessage id="contact.title" />
      </h2>
      <form className="form" onSubmit={submit} noValidate data-testid="contact-form">
        <TextField
          label={intl.formatMessage({ id: 'contact.field.name' })}
          autoComplete="name"
          required
          error={error('name')}
          {...form.field('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'contact.field.email' })}
          type="email"
          autoComplete="email"
          required
          error={error('email')}
          {...form.field('email')}
        />
        <div className={`field${subjectError ? ' field--invalid' : ''}`}>
          <label htmlFor={ids.subject}>
            <FormattedMessage id="contact.field.subject" />
          </label>
          <select
            id={ids.subject}
            className="input"
            required
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? `${ids.subject}-error` : undefined}
            {...form.field('subject')}
          >
            <option value="">{intl.formatMessage({ id: 'contact.subject.choose' })}</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: SUBJECT_LABELS[s] })}
              </option>
            ))}
          </select>
          {subjectError && (
            <small id={`${ids.subject}-error`} className="field__error" role="alert">
              {subjectError}
            </small>
          )}
        </div>
        <div className={`field${messageError ? ' field--invalid' : ''}`}>
          <label htmlFor={ids.message}>
            <FormattedMessage id="contact.field.message" />
          </label>
          <textarea
            id={ids.message}
            className="input"
            rows={6}
            required
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${ids.message}-error` : undefined}
            {...form.field('message')}
          />
          {messageError && (
            <small id={`${ids.message}-error`} className="field__error" role="alert">
              {messageError}
            </small>
          )}
        </div>
        <FailureText error={hasFieldErrors(send.error) ? null : send.error} texts={CONTACT_TEXTS} />
        <button type="submit" className="button button--primary form__submit" disabled={send.isPending}>
          <FormattedMessage id={send.isPending ? 'contact.busy' : 'contact.submit'} />
        </button>
      </form>
    </section>
  );
}
