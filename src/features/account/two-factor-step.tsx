// The login's second step on a new device with two-factor on: a code of the authenticator app or
// a recovery code, sent with the pending token the password step answered.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSecondFactorCode } from '../../core/account-security.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTwoFactorLogIn } from './security.ts';
import { SECURITY_TEXTS } from './security-texts.ts';

export function TwoFactorStep({
  pendingToken,
  onDone,
  onBack,
}: {
  pendingToken: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const step = useTwoFactorLogIn();
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (isSecondFactorCode(code)) step.mutate({ pendingToken, code }, { onSuccess: onDone });
      }}
    >
      <p>
        <FormattedMessage id="login.twoFactor.intro" />
      </p>
      <FailureText error={step.error} texts={SECURITY_TEXTS} />
      <TextField
        label={intl.formatMessage({ id: 'login.twoFactor.code' })}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button
        type="submit"
        className="button button--primary form__submit"
        disabled={step.isPending || !isSecondFactorCode(code)}
        aria-busy={step.isPending}
      >
        <FormattedMessage id={step.isPending ? 'login.busy' : 'login.submit'} />
      </button>
      <div className="form__links">
        <button type="button" className="button--link" onClick={onBack}>
          <FormattedMessage id="login.twoFactor.back" />
        </button>
      </div>
    </form>
  );
}
