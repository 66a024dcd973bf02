// Settings, Sicherheit: the user's passkeys (add one of this device, remove any).
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FailureText } from '../../ui/failure-text.tsx';
import { passkeysSupported, useAddPasskey, usePasskeys, useRemovePasskey } from './security.ts';
import { SECURITY_TEXTS } from './security-texts.ts';

export function PasskeySettings() {
  const intl = useIntl();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const list = passkeys.data ?? [];
  return (
    <div data-testid="passkey-settings">
      <h3>
        <FormattedMessage id="security.passkeys.title" />
      </h3>
      <p>
        <FormattedMessage id="security.passkeys.intro" />
      </p>
      {passkeys.isSuccess && list.length === 0 && (
        <p className="muted">
          <FormattedMessage id="security.passkeys.none" />
        </p>
      )}
      {list.length > 0 && (
        <ul>
          {list.map((passkey) => {
            const created = intl.formatDate(passkey.created_at, { dateStyle: 'medium' });
            return (
              <li key={passkey.id}>
                <FormattedMessage id="security.passkeys.item" values={{ created }} />
                {passkey.last_used_at && (
                  <>
                    {' · '}
                    <FormattedMessage
                      id="security.passkeys.lastUsed"
                      values={{ date: <FormattedDate value={passkey.last_used_at} dateStyle="medium" /> }}
                    />
                  </>
                )}{' '}
                <button
                  type="button"
                  className="button--link"
                  disabled={remove.isPending}
                  aria-label={intl.formatMessage({ id: 'security.passkeys.removeLabel' }, { created })}
                  onClick={() => remove.mutate(passkey.id)}
                >
                  <FormattedMessage id="security.passkeys.remove" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {passkeysSupported() ? (
        <div className="form__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={add.isPending}
            aria-busy={add.isPending}
            onClick={() => add.mutate()}
          >
            <FormattedMessage id={add.isPending ? 'security.passkeys.adding' : 'security.passkeys.add'} />
          </button>
        </div>
      ) : (
        <p className="muted">
          <FormattedMessage id="security.passkeys.unsupported" />
        </p>
      )}
      <FailureText error={add.error ?? remove.error ?? passkeys.error} texts={SECURITY_TEXTS} />
    </div>
  );
}
