// The login's second step on a new device with two-factor on: a code of the authenticator app or
// a recovery code, sent with the pending token the password step answered. After a social login
// the same step (issue 30), or the passkey when that is the account's second factor.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSecondFactorCode } from '../../core/account-security.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePasskeyLogIn, useTwoFactorLogIn } from './security.ts';
import { SECURITY_TEXTS } from './security-texts.ts';

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <div className="form__links">
      <button type="button" className="button--link" onClick={onBack}>
        <FormattedMessage id="login.twoFactor.back" />
      </button>
    </div>
  );
}

/** The passkey as the second factor of a social login: the passkey login finishes it. */
function PasskeyStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const passkey = usePasskeyLogIn();
  return (
    <div className="form">
      <p>
        <FormattedMessage id="login.twoFactor.passkeyIntro" />
      </p>
      <FailureText error={passkey.error} texts={SECURITY_TEXTS} />
      <button
        type="button"
        className="button button--primary form__submit"
        disabled={passkey.isPending}
        aria-busy={passkey.isPending}
        onClick={() => passkey.mutate(undefined, { onSuccess: onDone })}
      >
        <FormattedMessage id={passkey.isPending ? 'login.passkeyBusy' : 'login.passkey'} />
      </button>
      <BackLink onBack={onBack} />
    </div>
  );
}

export function TwoFactorStep({
  pendingToken,
  factor = 'totp',
  social = false,
  onDone,
  onBack,
}: {
  pendingToken: string;
  factor?: 'totp' | 'passkey';
  /** After a social login the device is not the point: the account asks its second factor. */
  social?: boolean;
  onDone: () => void;
  onBack: () => void;
}) {
  if (factor === 'passkey') return <PasskeyStep onDone={onDone} onBack={onBack} />;
  return <CodeStep pendingToken={pendingToken} social={social} onDone={onDone} onBack={onBack} />;
}

function CodeStep({
  pendingToken,
  social,
  onDone,
  onBack,
}: {
  pendingToken: string;
  social: boolean;
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
        <FormattedMessage id={social ? 'login.twoFactor.socialIntro' : 'login.twoFactor.intro'} />
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
      <BackLink onBack={onBack} />
    </form>
  );
}
