// /lost-password (spec 2.1): without a key, request a recovery link; with the mail's ?key=, set a
// new password. Server messages are shown as they come (spec 8), with a login link after success.
import { appLocale } from '../../i18n/locale.ts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasErrors, resetPasswordErrors } from '../../core/account-fields.ts';
import { Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openAuthModal } from './auth-modal-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { fieldErrorsOf, formFailureMessage } from './form-errors.ts';
import { FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';
import { isRecoveryKeyUsable, passwordRefusal, setNewPassword } from './customers.ts';

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
  const [usable, setUsable] = useState<boolean | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [serverMessage, setServerMessage] = useState<string | undefined>();
  useEffect(() => {
    isRecoveryKeyUsable(resetKey).then(setUsable, () => setUsable(true));
  }, [resetKey]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = resetPasswordErrors(form.values);
    form.setErrors(errors);
    setServerMessage(undefined);
    if (hasErrors(errors)) return;
    form.setBusy(true);
    try {
      const result = await setNewPassword(
        resetKey,
        form.values,
        appLocale(intl.locale),
        form.submissionKey(),
      );
      setDone(result.message);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setServerMessage(passwordRefusal(error) ?? intl.formatMessage({ id: formFailureMessage(error) }));
    } finally {
      form.setBusy(false);
    }
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
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      {serverMessage && (
        <p className="form__failure" role="alert">
          {serverMessage}
        </p>
      )}
      <FormFields form={form} fields={FIELDS} />
      <button type="submit" className="button button--primary form__submit" disabled={form.busy}>
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
