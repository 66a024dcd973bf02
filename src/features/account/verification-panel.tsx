// Settings, "Verifizierung" (spec 1, 2.3; issue 17): the four trust marks with their real state,
// each verified with its date or the way to earn it: the phone (its own form), the
// payment account (linked when a first offer is accepted), a social account (the social login
// buttons: signing in with a provider that confirms the account's e-mail links it) and the ID.
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '../../core/account.ts';
import { appLocale } from '../../i18n/locale.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { IdVerification } from './id-verification-row.tsx';
import { socialStartUrl, useSocialProviders } from './social.ts';
import { VerifiedSince } from './verified-since.tsx';

const PhoneVerificationPanel = lazy(() => import('./phone-verification-panel.tsx'));

function Row({ icon, title, children }: { icon: IconName; title: MessageId; children: ReactNode }) {
  return (
    <li className="verification">
      <h3 className="verification__title">
        <Icon name={icon} /> <FormattedMessage id={title} />
      </h3>
      {children}
    </li>
  );
}

function SocialConnect() {
  const intl = useIntl();
  const providers = useSocialProviders();
  if (providers.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="account.verify.socialNone" />
      </p>
    );
  }
  return (
    <>
      <p className="muted">
        <FormattedMessage id="account.verify.socialHow" />
      </p>
      <div className="form__actions">
        {providers.map((p) => (
          <a
            key={p.id}
            className="button button--secondary"
            href={socialStartUrl(p.id, '/dashboard/settings', appLocale(intl.locale))}
          >
            <FormattedMessage id="account.verify.socialWith" values={{ provider: p.name }} />
          </a>
        ))}
      </div>
    </>
  );
}

export function VerificationPanel({ user }: { user: Customer }) {
  const at = (key: keyof Customer['verified']) => (user.verified[key] ? user.verified_at[key] : null);
  return (
    <div className="panel" data-testid="verification-panel">
      <h2>
        <FormattedMessage id="settings.verification" />
      </h2>
      <ul className="verifications">
        <li className="verification">
          {/* The phone's form brings its own heading; its code loads with this panel. */}
          <Suspense fallback={null}>
            <PhoneVerificationPanel />
          </Suspense>
        </li>
        <Row icon="card" title="account.verify.payment">
          <VerifiedSince at={at('payment')}>
            <p className="muted">
              <FormattedMessage id="account.verify.paymentHow" />
            </p>
          </VerifiedSince>
        </Row>
        <Row icon="people" title="account.verify.social">
          <VerifiedSince at={at('social')}>
            <SocialConnect />
          </VerifiedSince>
        </Row>
        <Row icon="id" title="account.verify.id">
          <IdVerification verifiedAt={at('id')} />
        </Row>
      </ul>
    </div>
  );
}
