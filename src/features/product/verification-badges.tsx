// The four verification badges (spec 1: phone, payment account, social media, ID), each with
// since when it was earned: the ad page's seller box and the seller's page show the same list.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Verified, VerifiedAt } from '../../core/verification.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';

const BADGES: { key: keyof Verified; icon: IconName; label: MessageId }[] = [
  { key: 'phone', icon: 'phone', label: 'seller.badge.phone' },
  { key: 'payment', icon: 'card', label: 'seller.badge.payment' },
  { key: 'social', icon: 'people', label: 'seller.badge.social' },
  { key: 'id', icon: 'id', label: 'seller.badge.id' },
];

export function VerificationBadges({ verified, verifiedAt }: { verified: Verified; verifiedAt: VerifiedAt }) {
  const intl = useIntl();
  return (
    <ul className="badges">
      {BADGES.map(({ key, icon, label }) => {
        const on = verified[key];
        const since = verifiedAt[key];
        return (
          <li key={key} className={on ? 'badges__item badges__item--on' : 'badges__item'} data-verified={on}>
            <Icon name={icon} />
            <span className="badges__text">
              <FormattedMessage id={label} />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id={on ? 'seller.verifiedSince' : 'seller.notVerified'} />
              </span>
              {on && since && (
                <span className="badges__date">
                  {' '}
                  {intl.formatDate(since, { month: 'short', year: 'numeric' })}
                </span>
              )}
            </span>
            {on && <Icon name="check" className="badges__check" />}
          </li>
        );
      })}
    </ul>
  );
}
