// Settings, "Verifizierung" (spec 1, 2.3; issue 17): the four trust marks with their real state,
// each verified with its date or the way to earn it: the phone (its own form), the
// payment account (linked when a first offer is accepted), a social account (linked through the
// provider's login, whatever its e-mail: POST /hm/v1/social/{provider}/link) and the ID.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '../../core/account.ts';
import { appLocale } from '../../i18n/locale.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { IdVerification } from './id-verification-row.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { FORM_TEXTS } from './form-errors.ts';
import { takeSocialLinkResult, useLinkSocial, useSocialProviders } from './social.ts';
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
  const linkSocial = useLinkSocial();
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
          <button
            key={p.id}
            type="button"
            className="button button--secondary"
            disabled={linkSocial.isPending}
            onClick={() =>
              linkSocial.mutate({
                provider: p.id,
                returnTo: '/dashboard/settings',
                locale: appLocale(intl.locale),
              })
            }
          >
            <FormattedMessage id="account.verify.socialWith" values={{ provider: p.name }} />
          </button>
        ))}
      </div>
      <FailureText error={linkSocial.error} texts={FORM_TEXTS} />
    </>
  );
}

/** What the provider's way back said (once): linked, or why not. */
function SocialLinkResult() {
  const [result] = useState(takeSocialLinkResult);
  if (!result) return null;
  if ('linked' in result) {
    return (
      <p role="status">
        <FormattedMessage id="account.verify.socialLinked" />
      </p>
    );
  }
  return (
    <p role="alert" className="form__failure">
      <FormattedMessage
        id={
          result.error === 'already_linked'
            ? 'account.verify.socialLinkTaken'
            : 'account.verify.socialLinkFailed'
        }
      />
    </p>
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
          <SocialLinkResult />
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
