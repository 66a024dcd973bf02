// Shown on any page: what became of offline writes nobody awaited (their screen was closed), as
// each kind's declaration words it (an ad that went through, a proposal sent or refused). Each
// kind's texts live in its message area, loaded first where needed.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiAmountToCents, formatCents } from '../../core/money.ts';
import { MessageArea } from '../../i18n/i18n-provider.tsx';
import { AlertBox } from '../../ui/alerts.tsx';
import { dismissOfflineNotice, useOfflineNotices, type OfflineNotice } from './offline-notices.ts';

function Notice({ notice }: { notice: OfflineNotice }) {
  const intl = useIntl();
  const money = Object.fromEntries(
    Object.entries(notice.amounts ?? {}).map(([name, value]) => [
      name,
      value === undefined ? '' : formatCents(apiAmountToCents(value) ?? 0, intl.locale, 'always'),
    ]),
  );
  return (
    <AlertBox kind={notice.tone} onClose={() => dismissOfflineNotice(notice.id)} testId={notice.testId}>
      <FormattedMessage id={notice.message} values={{ ...notice.values, ...money }} />
      {notice.then && (
        <>
          {' '}
          <FormattedMessage id={notice.then} />
        </>
      )}
      {notice.link && (
        <>
          {' '}
          <Link to={notice.link.to}>
            <FormattedMessage id={notice.link.text} />
          </Link>
        </>
      )}
    </AlertBox>
  );
}

export function OfflineNotices() {
  const notices = useOfflineNotices();
  const areas = [...new Set(notices.map((n) => n.area))];
  return areas.map((area) => (
    <MessageArea key={area} area={area}>
      <div className={`alerts offline-notices offline-notices--${area}`}>
        {notices
          .filter((n) => n.area === area)
          .map((n) => (
            <Notice key={n.id} notice={n} />
          ))}
      </div>
    </MessageArea>
  ));
}
