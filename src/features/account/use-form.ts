// Form state for the account forms: values, errors shown after a submit (spec 5: and cleared
// when the field is edited). The call itself is the area's mutation (busy, failure, its key).
import { useState } from 'react';
import type { FieldError, FieldErrors } from '../../core/account-fields.ts';

export function useForm<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof T, string>>>({});

  const field = (name: Extract<keyof T, string>) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((prev) => ({ ...prev, [name]: value }));
      setErrors((prev) => {
        if (!(name in prev)) return prev;
        const next = { ...prev };
        delete next[name];
        return next;
      });
    },
  });

  const error = (name: Extract<keyof T, string>): FieldError | undefined => errors[name];

  return { values, setValues, errors, setErrors, field, error };
}
