// Settings, "Push-Benachrichtigungen" (issue 16, docs/push.md): turn push on for this device
// (the browser asks for permission only on this tap), choose the kinds, see the devices that have
// it, turn it off. A browser without push, or with notifications blocked, says so instead.
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { PUSH_KINDS, type PushKind } from '../../core/push.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { FORM_TEXTS } from './form-errors.ts';
import {
  PUSH_DENIED,
  PUSH_UNAVAILABLE,
  pushPermission,
  pushSupported,
  thisDevice,
  useBrowserEndpoint,
  useChangePushKinds,
  usePushDevices,
  useTurnOffPush,
  useTurnOnPush,
} from './push.ts';

const KIND_LABELS: Record<PushKind, MessageId> = {
  messages: 'account.push.kind.messages',
  orders: 'account.push.kind.orders',
  sales: 'account.push.kind.sales',
  saved_searches: 'account.push.kind.savedSearches',
  ad_expiry: 'account.push.kind.adExpiry',
};

const PUSH_TEXTS: ErrorTexts = {
  ...FORM_TEXTS,
  codes: {
    ...FORM_TEXTS.codes,
    [PUSH_DENIED]: 'account.push.denied',
    [PUSH_UNAVAILABLE]: 'account.push.unavailable',
    hm_push_limit: 'account.push.limit',
  },
};

/** The push services' hosts as people know their browsers; any other by its host. */
const SERVICES: [RegExp, string][] = [
  [/(^|\.)fcm\.googleapis\.com$/, 'Chrome / Android'],
  [/(^|\.)push\.services\.mozilla\.com$/, 'Firefox'],
  [/(^|\.)push\.apple\.com$/, 'Safari / iPhone'],
  [/(^|\.)notify\.windows\.com$/, 'Edge / Windows'],
];
const serviceName = (host: string) => SERVICES.find(([pattern]) => pattern.test(host))?.[1] ?? host;

export function PushSettings() {
  const devices = usePushDevices();
  const browser = useBrowserEndpoint();
  const turnOn = useTurnOnPush();
  const change = useChangePushKinds();
  const turnOff = useTurnOffPush();
  const mine = thisDevice(devices.data, browser.data);
  const [chosen, setChosen] = useState<readonly PushKind[]>(PUSH_KINDS);
  // While a change is saved, the boxes show it (the list is read again before it ends).
  const kinds = (change.isPending ? change.variables : undefined) ?? mine?.kinds ?? chosen;
  const busy = turnOn.isPending || change.isPending || turnOff.isPending;
  const supported = pushSupported();
  const blocked = supported && pushPermission() === 'denied';

  const toggle = (kind: PushKind, on: boolean) => {
    const next = PUSH_KINDS.filter((k) => (k === kind ? on : kinds.includes(k)));
    if (mine) change.mutate(next);
    else setChosen(next);
  };

  return (
    <section className="panel" aria-labelledby="push-title" data-testid="push-settings">
      <h2 id="push-title">
        <FormattedMessage id="account.push.title" />
      </h2>
      <p>
        <FormattedMessage id="account.push.intro" />
      </p>
      {!supported ? (
        <p className="muted">
          <FormattedMessage id="account.push.unsupported" />
        </p>
      ) : (
        <>
          {blocked && !mine && (
            <p className="muted">
              <FormattedMessage id="account.push.blocked" />
            </p>
          )}
          <fieldset className="ad-form__section" disabled={busy}>
            <legend>
              <FormattedMessage id="account.push.kinds" />
            </legend>
            <div className="ad-form__checks">
              {PUSH_KINDS.map((kind) => (
                <label key={kind} className="check">
                  <input
                    type="checkbox"
                    name="push-kind"
                    value={kind}
                    checked={kinds.includes(kind)}
                    onChange={(e) => toggle(kind, e.target.checked)}
                  />
                  <FormattedMessage id={KIND_LABELS[kind]} />
                </label>
              ))}
            </div>
          </fieldset>
          {mine && (
            <p role="status">
              <FormattedMessage id="account.push.isOn" />
            </p>
          )}
          <div className="form__actions">
            {mine ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                aria-busy={turnOff.isPending}
                onClick={() => turnOff.mutate()}
              >
                <FormattedMessage id="account.push.off" />
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy || blocked || kinds.length === 0}
                aria-busy={turnOn.isPending}
                onClick={() => turnOn.mutate(kinds)}
              >
                <FormattedMessage id="account.push.on" />
              </button>
            )}
          </div>
          <FailureText error={turnOn.error ?? change.error ?? turnOff.error} texts={PUSH_TEXTS} />
        </>
      )}
      <h3>
        <FormattedMessage id="account.push.devices" />
      </h3>
      {devices.data && devices.data.length > 0 ? (
        <ul>
          {devices.data.map((device) => (
            <li key={device.endpoint}>
              <FormattedMessage
                id="account.push.device"
                values={{
                  service: serviceName(device.service),
                  date: <FormattedDate value={device.created} dateStyle="medium" />,
                }}
              />
              {device.endpoint === browser.data && (
                <>
                  {' '}
                  <strong>
                    <FormattedMessage id="account.push.thisDevice" />
                  </strong>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : devices.isError ? (
        <FailureText error={devices.error} texts={PUSH_TEXTS} />
      ) : (
        <p className="muted">
          <FormattedMessage id={devices.isPending ? 'account.push.loading' : 'account.push.noDevices'} />
        </p>
      )}
    </section>
  );
}
