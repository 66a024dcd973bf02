// /lost-password (spec 2.1): without a key, request a recovery link; with the mail's ?key=, set a
// new password. Server messages are shown as they come (spec 8), with a login link after success.
import { appLocale } from '../../i18n/locale.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasErrors, resetPasswordErrors } from '../../core/account-fields.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openAuthModal } from './auth-modal-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { fieldErrorsOf, FORM_TEXTS, hasFieldErrors } from './form-errors.ts';
import { FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';
import { passwordRefusal, useRecoveryKeyUsable, useSetNewPassword } from './recovery.ts';

const FIELDS: FieldSpec<'password' | 'password2'>[] = [
  {
    name: 'password',
    label: 'password.new',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'account.hint.password',
  },
  { name: 'password2', label: 'password.confirm', type: 'password', autoComplete: 'new-password' },
];

function NewPasswordForm({ resetKey }: { resetKey: string }) {
  const intl = useIntl();
  const form = useForm({ password: '', password2: '' });
  const usable = useRecoveryKeyUsable(resetKey);
  const saving = useSetNewPassword(resetKey);
  const done = saving.data;
  // Field errors the server names are shown at their fields, the rest as one line.
  const failure = hasFieldErrors(saving.error) ? null : saving.error;
  // Spec 8: a refused new password is said in the server's words.
  const refusal = passwordRefusal(failure);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errors = resetPasswordErrors(form.values);
    form.setErrors(errors);
    saving.reset();
    if (hasErrors(errors)) return;
    saving.mutate(
      { passwords: form.values, locale: appLocale(intl.locale) },
      {
        onError: (error) => {
          if (hasFieldErrors(error)) form.setErrors(fieldErrorsOf(error));
        },
      },
    );
  };

  const login = (
    <button type="button" className="button button--primary" onClick={() => openAuthModal({ view: 'login' })}>
      <FormattedMessage id="nav.login" />
    </button>
  );
  if (done) {
    return (
      <div className="form">
        <p role="status">{done}</p>
        {login}
      </div>
    );
  }
  if (usable === undefined) return <Loading />;
  if (!usable) {
    return (
      <div className="form">
        <p role="alert">
          <FormattedMessage id="reset.invalid" />
        </p>
        <ForgotPasswordForm onLogin={() => openAuthModal({ view: 'login' })} />
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      {refusal ? (
        <p className="form__failure" role="alert">
          {refusal}
        </p>
      ) : (
        <FailureText error={failure} texts={FORM_TEXTS} />
      )}
      <FormFields form={form} fields={FIELDS} />
      <button type="submit" className="button button--primary form__submit" disabled={saving.isPending}>
        <FormattedMessage id="reset.submit" />
      </button>
    </form>
  );
}

export function LostPasswordScreen({ resetKey }: { resetKey: string | undefined }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.lostPassword' }));
  return (
    <section className="page narrow" aria-labelledby="lost-password-title">
      <h1 id="lost-password-title">
        <FormattedMessage id={resetKey ? 'reset.title' : 'title.lostPassword'} />
      </h1>
      {resetKey ? (
        <NewPasswordForm resetKey={resetKey} />
      ) : (
        <ForgotPasswordForm onLogin={() => openAuthModal({ view: 'login' })} />
      )}
    </section>
  );
}
