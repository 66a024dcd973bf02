// Settings: the e-mail when away and the saved searches' daily digest (issue 16), each on or off.
// The boxes show the server's state; while a change is on its way it stays as asked and both are
// disabled, and a failure says so beside them.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MailSettingsChange } from '../../core/away-mail.ts';
import { SEARCH_DIGEST } from '../../core/search-digest.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { FORM_TEXTS } from './form-errors.ts';
import { useChangeMailSettings, useMailSettings } from './mail-settings.ts';

export function MailSettingsPanel() {
  const settings = useMailSettings();
  const change = useChangeMailSettings();
  // Set in the click's own render: the mutation's pending state arrives a tick later, and a
  // controlled box would flick back to the old state until then.
  const [asked, setAsked] = useState<MailSettingsChange>();
  const ask = (next: MailSettingsChange) => {
    setAsked(next);
    change.mutate(next, { onSettled: () => setAsked(undefined) });
  };
  const busy = asked !== undefined || change.isPending;
  const away = asked?.away_mail ?? settings.data?.away_mail;
  const digest = asked?.search_digest ?? settings.data?.search_digest;
  return (
    <div className="panel">
      <h2>
        <FormattedMessage id="mail.settings.title" />
      </h2>
      <div className="ad-form__checks">
        <label className="check">
          <input
            type="checkbox"
            checked={away ?? false}
            disabled={away === undefined || busy}
            aria-describedby="away-mail-hint"
            onChange={(event) => ask({ away_mail: event.target.checked })}
          />{' '}
          <FormattedMessage id="mail.settings.away" />
        </label>
      </div>
      <p id="away-mail-hint" className="muted">
        <FormattedMessage id="mail.settings.awayHint" />
      </p>
      <div className="ad-form__checks">
        <label className="check">
          <input
            type="checkbox"
            checked={digest ?? false}
            disabled={digest === undefined || busy}
            aria-describedby="search-digest-hint"
            onChange={(event) => ask({ search_digest: event.target.checked })}
          />{' '}
          <FormattedMessage id="mail.settings.digest" />
        </label>
      </div>
      <p id="search-digest-hint" className="muted">
        <FormattedMessage
          id="mail.settings.digestHint"
          values={{ hour: SEARCH_DIGEST.hour, max: SEARCH_DIGEST.maxAds }}
        />
      </p>
      <FailureText error={change.error ?? settings.error} texts={FORM_TEXTS} />
    </div>
  );
}
