// The changePassword modal (spec 2.4, rules of spec 5): current, new and confirmation. The server
// checks the current password; other devices are logged out, this one keeps going.
import { FormattedMessage, useIntl } from 'react-intl';
import { changePasswordErrors, hasErrors, type ChangePasswordField } from '../../core/account-fields.ts';
import { Modal } from '../../ui/modal.tsx';
import { useUpdateProfile } from './customers.ts';
import { fieldErrorsOf } from './form-errors.ts';
import { FormFields, type FieldSpec } from './form-fields.tsx';
import { useForm } from './use-form.ts';

const FIELDS: FieldSpec<ChangePasswordField>[] = [
  { name: 'old_password', label: 'password.current', type: 'password', autoComplete: 'current-password' },
  { name: 'password', label: 'password.new', type: 'password', autoComplete: 'new-password' },
  { name: 'password2', label: 'password.confirm', type: 'password', autoComplete: 'new-password' },
];

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const form = useForm({ old_password: '', password: '', password2: '' });
  const saving = useUpdateProfile('alerts.password.update');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errors = changePasswordErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    saving.mutate(form.values, {
      onSuccess: onClose,
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };
  return (
    <Modal title={intl.formatMessage({ id: 'password.title' })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <FormFields form={form} fields={FIELDS} />
        <button type="submit" className="button button--primary form__submit" disabled={saving.isPending}>
          <FormattedMessage id="password.submit" />
        </button>
      </form>
    </Modal>
  );
}
