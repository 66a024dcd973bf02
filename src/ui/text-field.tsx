// A labelled input with its error below it, announced to screen readers and tied to the input.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: ReactNode; error?: ReactNode; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
