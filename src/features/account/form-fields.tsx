// The fields of an account form, each with its label, hint and translated error, and the form's
// one-line failure: every account form renders them the same way.
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import { TextField } from '../../ui/text-field.tsx';
import { fieldErrorMessage } from './form-errors.ts';
import type { useForm } from './use-form.ts';

export interface FieldSpec<K extends string> {
  name: K;
  label: MessageId;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  required?: boolean;
  hint?: MessageId;
}

export function FormFields<T extends { [K in keyof T]: string }>({
  form,
  fields,
}: {
  form: ReturnType<typeof useForm<T>>;
  fields: readonly FieldSpec<Extract<keyof T, string>>[];
}) {
  const intl = useIntl();
  return (
    <>
      {fields.map((f) => {
        const code = form.error(f.name);
        return (
          <TextField
            key={f.name}
            label={intl.formatMessage({ id: f.label })}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            required={f.required}
            hint={f.hint && intl.formatMessage({ id: f.hint })}
            error={code && intl.formatMessage({ id: fieldErrorMessage(code) })}
            {...form.field(f.name)}
          />
        );
      })}
    </>
  );
}

export function FormFailure({ message }: { message: MessageId | undefined }) {
  if (!message) return null;
  return (
    <p className="form__failure" role="alert">
      <FormattedMessage id={message} />
    </p>
  );
}
