// The API key panel's parts (issue 18): the new key's consumer key and secret, shown this once
// with copy buttons, and one key of the list with its revoke button behind a confirmation.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { ApiKey, ApiKeyCreated } from '../../core/api-keys.ts';
import type { MessageId } from '../../i18n/messages.ts';

const PERMISSION_LABELS: Record<ApiKey['permissions'], MessageId> = {
  read: 'account.apiKeys.read',
  read_write: 'account.apiKeys.readWrite',
};

export const permissionLabel = (permissions: ApiKey['permissions']): MessageId =>
  PERMISSION_LABELS[permissions];

/** One value to copy: label, the value in a read-only field (selectable), a copy button. */
function CopyValue({ label, value }: { label: MessageId; value: string }) {
  const intl = useIntl();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <div className="api-key__value">
        <input
          id={id}
          className="input"
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-label={intl.formatMessage(
            { id: 'account.apiKeys.copyLabel' },
            { what: intl.formatMessage({ id: label }) },
          )}
          onClick={copy}
        >
          <FormattedMessage id={copied ? 'account.apiKeys.copied' : 'account.apiKeys.copy'} />
        </button>
      </div>
    </div>
  );
}

/** The created key: consumer key and secret, this once; `onDone` forgets them. */
export function CreatedApiKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer appears where the form was: focus moves to it, so a keyboard or screen reader user
  // lands on the one-time values instead of losing their place.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="api-key__created" data-testid="api-key-created">
      <h3 ref={heading} tabIndex={-1}>
        <FormattedMessage id="account.apiKeys.createdTitle" values={{ description: created.description }} />
      </h3>
      <p className="api-key__hint" role="note">
        <strong>
          <FormattedMessage id="account.apiKeys.onlyNow" />
        </strong>{' '}
        <FormattedMessage id="account.apiKeys.onlyNowHint" />
      </p>
      <CopyValue label="account.apiKeys.consumerKey" value={created.consumer_key} />
      <CopyValue label="account.apiKeys.consumerSecret" value={created.consumer_secret} />
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={onDone}>
          <FormattedMessage id="account.apiKeys.done" />
        </button>
      </div>
    </div>
  );
}

/** A key of the list: its description, permission, the key's end, last use; revoke after asking. */
export function ApiKeyItem({
  apiKey,
  revoking,
  onRevoke,
}: {
  apiKey: ApiKey;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const nameId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <li className="saved-search api-key">
      <div>
        <strong id={nameId}>{apiKey.description}</strong>{' '}
        <span className="muted">
          <FormattedMessage id={permissionLabel(apiKey.permissions)} />
        </span>
        <div className="muted">
          <FormattedMessage
            id="account.apiKeys.keyEnd"
            values={{ end: <code>…{apiKey.truncated_key}</code> }}
          />
          {' · '}
          {apiKey.last_access ? (
            <FormattedMessage
              id="account.apiKeys.lastUsed"
              values={{
                date: <FormattedDate value={apiKey.last_access} dateStyle="medium" timeStyle="short" />,
              }}
            />
          ) : (
            <FormattedMessage id="account.apiKeys.neverUsed" />
          )}
        </div>
      </div>
      {asking ? (
        <div className="form__actions" role="group" aria-describedby={nameId}>
          <p>
            <FormattedMessage id="account.apiKeys.revokeQuestion" />
          </p>
          <button
            type="button"
            className="button button--secondary"
            autoFocus
            onClick={() => setAsking(false)}
          >
            <FormattedMessage id="account.apiKeys.keep" />
          </button>
          <button type="button" className="button button--danger" disabled={revoking} onClick={onRevoke}>
            <FormattedMessage id={revoking ? 'state.loading' : 'account.apiKeys.revokeConfirm'} />
          </button>
        </div>
      ) : (
        <div className="form__actions">
          <button
            type="button"
            className="button button--danger"
            aria-describedby={nameId}
            disabled={revoking}
            onClick={() => setAsking(true)}
          >
            <FormattedMessage id="account.apiKeys.revoke" />
          </button>
        </div>
      )}
    </li>
  );
}
