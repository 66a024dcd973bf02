// The console's settings (issue 18): the advertiser's address and the imprint's details. An empty
// field goes back to the server's default (shown under it); the advertisement can also be switched
// off altogether (stored as an empty address); the map tiles are set on the server.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  SETTING_KEYS,
  type AdminSettings,
  type SettingKey,
  type SettingsUpdate,
} from '../../../core/admin-settings.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { ErrorState, Loading } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useAdminSettings, useSaveSettings } from './settings.ts';

const LABELS: Record<SettingKey, MessageId> = {
  advertise_url: 'admin.settings.advertiseUrl',
  operator_name: 'admin.settings.operatorName',
  operator_address: 'admin.settings.operatorAddress',
  operator_email: 'admin.settings.operatorEmail',
  operator_phone: 'admin.settings.operatorPhone',
  operator_register: 'admin.settings.operatorRegister',
  operator_representative: 'admin.settings.operatorRepresentative',
  operator_vat_id: 'admin.settings.operatorVatId',
};

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const id = useId();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Record<SettingKey, string>>(
    () =>
      Object.fromEntries(SETTING_KEYS.map((k) => [k, settings.stored[k] ?? ''])) as Record<
        SettingKey,
        string
      >,
  );

  // Stored as '' (not null, which is "the default"): no banner even where the server has one.
  const [advertiseOff, setAdvertiseOff] = useState(settings.stored.advertise_url === '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field means "the default".
    const change: SettingsUpdate = Object.fromEntries(
      SETTING_KEYS.map((k) => [k, draft[k].trim() === '' ? null : draft[k].trim()]),
    );
    if (advertiseOff) change.advertise_url = '';
    save.mutate(change);
  };

  return (
    <form className="form admin__form" onSubmit={submit}>
      {SETTING_KEYS.map((key) => (
        <div key={key} className="field">
          <label className="field__label" htmlFor={`${id}-${key}`}>
            <FormattedMessage id={LABELS[key]} />
          </label>
          <input
            id={`${id}-${key}`}
            type={key === 'operator_email' ? 'email' : key === 'advertise_url' ? 'url' : 'text'}
            value={draft[key]}
            disabled={key === 'advertise_url' && advertiseOff}
            placeholder={settings.defaults[key]}
            aria-describedby={`${id}-${key}-hint`}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
          <span id={`${id}-${key}-hint`} className="field__hint">
            <FormattedMessage
              id="admin.settings.default"
              values={{ value: settings.defaults[key] === '' ? '–' : settings.defaults[key] }}
            />
          </span>
          {key === 'advertise_url' && (
            <label className="check">
              <input
                type="checkbox"
                checked={advertiseOff}
                onChange={(e) => setAdvertiseOff(e.target.checked)}
              />{' '}
              <FormattedMessage id="admin.settings.advertiseOff" />
            </label>
          )}
        </div>
      ))}
      <FailureText error={save.error} />
      {save.isSuccess && (
        <p className="notice" role="status">
          <FormattedMessage id="admin.settings.saved" />
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          <FormattedMessage id="admin.settings.save" />
        </button>
      </div>
    </form>
  );
}

export function SettingsScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.settings.title' }));
  const settings = useAdminSettings();
  return (
    <section aria-labelledby="admin-settings">
      <h2 id="admin-settings">
        <FormattedMessage id="admin.settings.title" />
      </h2>
      <p>
        <FormattedMessage id="admin.settings.intro" />
      </p>
      {settings.isPending && <Loading />}
      {settings.failure && <ErrorState failure={settings.failure} onRetry={() => void settings.refetch()} />}
      {settings.data && <SettingsForm settings={settings.data} />}
      {settings.data && (
        <section aria-labelledby="admin-settings-map">
          <h3 id="admin-settings-map">
            <FormattedMessage id="admin.settings.mapTitle" />
          </h3>
          <p>
            <code>{settings.data.map_tile_url || '–'}</code>
          </p>
          <p>
            <FormattedMessage id="admin.settings.mapEnvOnly" />
          </p>
        </section>
      )}
    </section>
  );
}
