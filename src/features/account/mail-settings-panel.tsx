// Settings: the e-mail when away (issue 16), on or off. The box shows the server's state; while a
// change is on its way it stays as asked and disabled, and a failure says so beside it.
import { FormattedMessage } from 'react-intl';
import { FailureText } from '../../ui/failure-text.tsx';
import { FORM_TEXTS } from './form-errors.ts';
import { useChangeMailSettings, useMailSettings } from './mail-settings.ts';

export function MailSettingsPanel() {
  const settings = useMailSettings();
  const change = useChangeMailSettings();
  const on = change.isPending ? change.variables.away_mail : settings.data?.away_mail;
  return (
    <div className="panel">
      <h2>
        <FormattedMessage id="mail.settings.title" />
      </h2>
      <div className="ad-form__checks">
        <label className="check">
          <input
            type="checkbox"
            checked={on ?? false}
            disabled={on === undefined || change.isPending}
            aria-describedby="away-mail-hint"
            onChange={(event) => change.mutate({ away_mail: event.target.checked })}
          />{' '}
          <FormattedMessage id="mail.settings.away" />
        </label>
      </div>
      <p id="away-mail-hint" className="muted">
        <FormattedMessage id="mail.settings.awayHint" />
      </p>
      <FailureText error={change.error ?? settings.error} texts={FORM_TEXTS} />
    </div>
  );
}
