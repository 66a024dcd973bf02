// "Log in with …" buttons, one per social provider the server has configured (none: nothing shown).
import { appLocale } from '../../i18n/locale.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { socialStartUrl, useSocialProviders } from './social.ts';

export function SocialButtons({ returnTo }: { returnTo: string }) {
  const intl = useIntl();
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <div className="social-login">
      <p className="social-login__or">
        <FormattedMessage id="login.or" />
      </p>
      {providers.map((p) => (
        <a
          key={p.id}
          className="button button--secondary social-login__button"
          href={socialStartUrl(p.id, returnTo, appLocale(intl.locale))}
        >
          <FormattedMessage id="login.with" values={{ provider: p.name }} />
        </a>
      ))}
    </div>
  );
}
