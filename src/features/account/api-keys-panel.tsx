// Settings, "API-Schlüssel" (issue 18, docs/api-keys.md): a seller's WooCommerce-style API keys for
// their own tools. Create one with a description and read or read/write; its consumer key and
// secret are shown this once; the list shows each key's end and last use, and revokes after asking.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  API_KEY_DESCRIPTION,
  API_KEY_PERMISSIONS,
  API_KEYS_MAX,
  type ApiKeyPermissions,
} from '../../core/api-keys.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ApiKeyItem, CreatedApiKey, permissionLabel } from './api-key-parts.tsx';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api-keys.ts';
import { FORM_TEXTS } from './form-errors.ts';

export function ApiKeysPanel() {
  const titleId = useId();
  const list = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  return (
    <section className="panel saved-searches" aria-labelledby={titleId} data-testid="api-keys">
      <h2 id={titleId}>
        <FormattedMessage id="account.apiKeys.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="account.apiKeys.intro" />
      </p>
      {create.data ? (
        <CreatedApiKey created={create.data} onDone={() => create.reset()} />
      ) : (
        <CreateApiKeyForm
          busy={create.isPending}
          error={create.error}
          onCreate={(body) => create.mutate(body)}
        />
      )}
      <h3>
        <FormattedMessage id="account.apiKeys.listTitle" />
      </h3>
      <FailureText error={revoke.error} texts={FORM_TEXTS} />
      {list.isError ? (
        <ErrorState failure={list.failure} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="account.apiKeys.empty" />
        </p>
      ) : (
        <>
          <p className="muted">
            <FormattedMessage
              id="account.apiKeys.count"
              values={{ count: list.data.length, max: API_KEYS_MAX }}
            />
          </p>
          <ul className="saved-searches__list">
            {list.data.map((key) => (
              <ApiKeyItem
                key={key.id}
                apiKey={key}
                revoking={revoke.isPending && revoke.variables === key.id}
                onRevoke={() => revoke.mutate(key.id)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CreateApiKeyForm({
  busy,
  error,
  onCreate,
}: {
  busy: boolean;
  error: unknown;
  onCreate: (body: { description: string; permissions: ApiKeyPermissions }) => void;
}) {
  const [description, setDescription] = useState('');
  const [permissions, setPermissions] = useState<ApiKeyPermissions>('read');
  const failureId = useId();
  const trimmed = description.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed) onCreate({ description: trimmed, permissions });
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-describedby={error ? failureId : undefined}>
      <TextField
        label={<FormattedMessage id="account.apiKeys.description" />}
        hint={<FormattedMessage id="account.apiKeys.descriptionHint" />}
        value={description}
        maxLength={API_KEY_DESCRIPTION.max}
        required
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset className="ad-form__section" disabled={busy}>
        <legend>
          <FormattedMessage id="account.apiKeys.permissions" />
        </legend>
        <div className="ad-form__checks">
          {API_KEY_PERMISSIONS.map((choice) => (
            <label key={choice} className="check">
              <input
                type="radio"
                name="api-key-permissions"
                value={choice}
                checked={permissions === choice}
                onChange={() => setPermissions(choice)}
              />
              <FormattedMessage id={permissionLabel(choice)} />
            </label>
          ))}
        </div>
      </fieldset>
      <FailureText id={failureId} error={error} texts={FORM_TEXTS} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !trimmed}>
          <FormattedMessage id={busy ? 'state.loading' : 'account.apiKeys.create'} />
        </button>
      </div>
    </form>
  );
}
