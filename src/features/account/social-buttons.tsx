// "Log in with …" buttons, one per social provider the server has configured (none: nothing shown).
import { appLocale } from '../../i18n/locale.ts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchSocialProviders, socialStartUrl } from '../../api/account.ts';

export function SocialButtons({ returnTo }: { returnTo: string }) {
  const intl = useIntl();
  const [providers, setProviders] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    fetchSocialProviders().then(setProviders, () => setProviders([]));
  }, []);
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
