// Settings, Sicherheit: two-factor with an authenticator app. On: a fresh secret shown as text,
// as a QR code drawn on the device (two-factor-qr.tsx, its code fetched only here) and as the
// otpauth link a phone's app opens; a first code confirms it, then the recovery codes
// are shown this one time. Off: a code of the app or the password; new recovery codes: a code.
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isTotpCode } from '../../core/account-security.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useSetUpTwoFactor,
  useTwoFactor,
} from './security.ts';
import { SECURITY_TEXTS } from './security-texts.ts';

// The QR library is needed on this one step only: its own chunk, fetched when the setup shows.
const TwoFactorQr = lazyPart(() => import('./two-factor-qr.tsx').then((m) => m.default));

export function TwoFactorSettings() {
  const intl = useIntl();
  const status = useTwoFactor();
  const setup = useSetUpTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useNewRecoveryCodes();
  const [code, setCode] = useState('');
  const [proof, setProof] = useState('');
  const codes = confirm.data?.recovery_codes ?? renew.data?.recovery_codes;
  const busy = disable.isPending || renew.isPending;
  const enabled = status.data?.enabled ?? false;

  return (
    <div data-testid="two-factor-settings">
      <h3>
        <FormattedMessage id="security.twoFactor.title" />
      </h3>
      <p>
        <FormattedMessage id="security.twoFactor.intro" />
      </p>
      {codes ? (
        <div role="status">
          <p>
            <FormattedMessage id="security.twoFactor.codes" />
          </p>
          <pre data-testid="recovery-codes">{codes.join('\n')}</pre>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              confirm.reset();
              renew.reset();
            }}
          >
            <FormattedMessage id="security.twoFactor.codesDone" />
          </button>
        </div>
      ) : enabled ? (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (proof !== '') disable.mutate(proof, { onSuccess: () => setProof('') });
          }}
        >
          <p role="status">
            <FormattedMessage
              id="security.twoFactor.on"
              values={{ count: status.data?.recovery_codes_left ?? 0 }}
            />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'security.twoFactor.proof' })}
            hint={intl.formatMessage({ id: 'security.twoFactor.proofHint' })}
            type="password"
            autoComplete="off"
            value={proof}
            onChange={(e) => setProof(e.target.value)}
          />
          <div className="form__actions">
            <button
              type="submit"
              className="button button--secondary"
              disabled={busy || proof === ''}
              aria-busy={disable.isPending}
            >
              <FormattedMessage id="security.twoFactor.disable" />
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy || !isTotpCode(proof)}
              aria-busy={renew.isPending}
              onClick={() => renew.mutate(proof.replace(/\s+/g, ''), { onSuccess: () => setProof('') })}
            >
              <FormattedMessage id="security.twoFactor.newCodes" />
            </button>
          </div>
        </form>
      ) : setup.data ? (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!isTotpCode(code)) return;
            // The secret is spent once it is on: turned off later, a new one is set up.
            const onSuccess = () => {
              setCode('');
              setup.reset();
            };
            confirm.mutate(code.replace(/\s+/g, ''), { onSuccess });
          }}
        >
          <p>
            <FormattedMessage id="security.twoFactor.secret" />
          </p>
          <div className="two-factor__setup">
            <Suspense fallback={<span className="two-factor__qr" />}>
              <TwoFactorQr uri={setup.data.otpauth_uri} />
            </Suspense>
            <p>
              <code data-testid="two-factor-secret">{setup.data.secret}</code>{' '}
              <a href={setup.data.otpauth_uri}>
                <FormattedMessage id="security.twoFactor.openApp" />
              </a>
            </p>
          </div>
          <TextField
            label={intl.formatMessage({ id: 'security.twoFactor.code' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={confirm.isPending || !isTotpCode(code)}
            aria-busy={confirm.isPending}
          >
            <FormattedMessage id="security.twoFactor.confirm" />
          </button>
        </form>
      ) : (
        <div className="form__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={!status.isSuccess || setup.isPending}
            aria-busy={setup.isPending}
            onClick={() => setup.mutate()}
          >
            <FormattedMessage id="security.twoFactor.enable" />
          </button>
        </div>
      )}
      <FailureText
        error={setup.error ?? confirm.error ?? disable.error ?? renew.error ?? status.error}
        texts={SECURITY_TEXTS}
      />
    </div>
  );
}
