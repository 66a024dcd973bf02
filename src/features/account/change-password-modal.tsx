// The changePassword modal (spec 2.4, rules of spec 5): current, new and confirmation. The server
// checks the current password; other devices are logged out, this one keeps going.
import { FormattedMessage, useIntl } from 'react-intl';
import { changePasswordErrors, hasErrors, type ChangePasswordField } from '../../core/account.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fieldErrorMessage } from './form-errors.ts';
import { saveProfile } from './save-profile.ts';
import { useForm } from './use-form.ts';

const FIELDS: { name: ChangePasswordField; label: MessageId; autoComplete: string }[] = [
  { name: 'old_password', label: 'password.current', autoComplete: 'current-password' },
  { name: 'password', label: 'password.new', autoComplete: 'new-password' },
  { name: 'password2', label: 'password.confirm', autoComplete: 'new-password' },
];

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const form = useForm({ old_password: '', password: '', password2: '' });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = changePasswordErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    form.setBusy(true);
    const outcome = await saveProfile(form.values, 'alerts.password.update');
    form.setBusy(false);
    if (outcome.ok) onClose();
    else form.setErrors(outcome.fields);
  };
  return (
    <Modal title={intl.formatMessage({ id: 'password.title' })} onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {FIELDS.map((f) => {
          const code = form.error(f.name);
          return (
            <TextField
              key={f.name}
              label={intl.formatMessage({ id: f.label })}
              type="password"
              autoComplete={f.autoComplete}
              error={code && intl.formatMessage({ id: fieldErrorMessage(code) })}
              {...form.field(f.name)}
            />
          );
        })}
        <button type="submit" className="button button--primary form__submit" disabled={form.busy}>
          <FormattedMessage id="password.submit" />
        </button>
      </form>
    </Modal>
  );
}
