// Settings: verify a phone (spec 2.5, 4, 5). The number (any spelling: separators go, digits
// and a leading "+" stay; send once it is a mobile number, src/core/phone-number.ts, whose
// metadata this lazy panel alone loads), then the SMS's code (field enabled once sent; verify at 5 digits), then the number is saved and
// shows as verified with its date. "Neu beginnen" resets. Loaded with the settings, lazily.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canSendCode, displayNumber } from '../../core/phone-number.ts';
import {
  canVerifyCode,
  codeDigits,
  CODE_DIGITS,
  phoneInput,
  SMS_EXPECTED_MINUTES,
} from '../../core/phone-verification.ts';
import { useSession } from '../../session/session-store.ts';
import { Icon } from '../../ui/icons.tsx';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { PhoneFailure } from './phone-failure.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FORM_TEXTS } from './form-errors.ts';
import { usePhoneVerification } from './phone-verification.ts';

/**
 * Spec 8: a failed send or check says smsError unless it knows better: a number that is no
 * mobile number or from another country, a wrong code with the tries left; a failed save says
 * saveError.
 */
const SEND_TEXTS: ErrorTexts = {
  offline: FORM_TEXTS.offline,
  codes: {
    too_many_requests: 'account.phone.tooMany',
    rest_invalid_param: 'account.phone.notMobile',
    hm_phone_country_not_allowed: 'account.phone.country',
  },
  otherwise: 'account.phone.smsError',
};
const CHECK_TEXTS: ErrorTexts = {
  offline: FORM_TEXTS.offline,
  codes: {
    too_many_requests: 'account.phone.tooMany',
    hm_phone_code_invalid: 'account.phone.codeWrong',
    hm_phone_code_expired: 'error.phoneCodeExpired',
    hm_phone_code_locked: 'error.phoneCodeLocked',
  },
  otherwise: 'account.phone.smsError',
};
const SAVE_TEXTS: ErrorTexts = { offline: FORM_TEXTS.offline, otherwise: 'account.phone.saveError' };

export default function PhoneVerificationPanel() {
  const intl = useIntl();
  const { user } = useSession();
  const [changing, setChanging] = useState(false);
  const verifiedAt = user?.verified.phone ? user.verified_at.phone : null;
  if (verifiedAt && !changing) {
    return (
      <section className="phone-verification" aria-labelledby="phone-title">
        <h3 id="phone-title" className="verification__title">
          <Icon name="phone" /> <FormattedMessage id="account.phone.title" />
        </h3>
        <p data-testid="phone-verified">
          <FormattedMessage
            id="account.phone.done"
            values={{
              number: displayNumber(user?.phonenumber ?? ''),
              date: intl.formatDate(verifiedAt, { day: 'numeric', month: 'long', year: 'numeric' }),
            }}
          />
        </p>
        <button type="button" className="button button--secondary" onClick={() => setChanging(true)}>
          <FormattedMessage id="account.phone.change" />
        </button>
      </section>
    );
  }
  return <PhoneVerificationForm onSaved={() => setChanging(false)} />;
}

function PhoneVerificationForm({ onSaved }: { onSaved: () => void }) {
  const intl = useIntl();
  const { send, verify, save, reset } = usePhoneVerification();
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const sent = send.isSuccess;
  const verified = verify.isSuccess;
  const retry = () => {
    reset();
    setCode('');
  };
  return (
    <section className="phone-verification" aria-labelledby="phone-title">
      <h3 id="phone-title" className="verification__title">
        <Icon name="phone" /> <FormattedMessage id="account.phone.title" />
      </h3>
      <p className="muted">
        <FormattedMessage id="account.phone.intro" />
      </p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSendCode(number) && !sent) send.mutate(number);
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'account.phone.number' })}
          hint={intl.formatMessage({ id: 'account.phone.numberHint' })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={number}
          readOnly={sent}
          // No maxLength: it cut a pasted "0151-2345 6789" before the separators went; phoneInput caps the digits.
          onChange={(event) => setNumber(phoneInput(event.target.value))}
        />
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSendCode(number) || sent || send.isPending}
            aria-busy={send.isPending}
          >
            <FormattedMessage id="account.phone.send" />
          </button>
        </div>
        <PhoneFailure error={send.error} texts={SEND_TEXTS} />
      </form>
      {sent && (
        <p role="status">
          <FormattedMessage id="account.phone.sent" values={{ minutes: SMS_EXPECTED_MINUTES }} />
        </p>
      )}
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (sent && canVerifyCode(code) && !verified) verify.mutate(code);
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'account.phone.code' })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_DIGITS}
          value={code}
          disabled={!sent}
          readOnly={verified}
          onChange={(event) => setCode(codeDigits(event.target.value))}
        />
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!sent || !canVerifyCode(code) || verified || verify.isPending}
            aria-busy={verify.isPending}
          >
            <FormattedMessage id="account.phone.verify" />
          </button>
          {sent && (
            <button type="button" className="button button--secondary" onClick={retry}>
              <FormattedMessage id="account.phone.retry" />
            </button>
          )}
        </div>
        <PhoneFailure error={verify.error} texts={CHECK_TEXTS} />
      </form>
      {verified && (
        <div className="form">
          <p role="status">
            <FormattedMessage id="account.phone.verifiedCode" />
          </p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={save.isPending}
              aria-busy={save.isPending}
              onClick={() => save.mutate(number, { onSuccess: onSaved })}
            >
              <FormattedMessage id="account.phone.save" />
            </button>
          </div>
          <PhoneFailure error={save.error} texts={SAVE_TEXTS} />
        </div>
      )}
    </section>
  );
}
