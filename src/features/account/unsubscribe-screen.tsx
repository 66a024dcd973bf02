// The link of a mail (/mail/unsubscribe?token=…[&kind=search_digest]): turns the mails it came
// with off without a login, on a tap (a mail scanner that follows links must not turn them off by
// opening the page). The kind only chooses the words; the signed token says what is turned off.
import { FormattedMessage, useIntl } from 'react-intl';
import { FailureText } from '../../ui/failure-text.tsx';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { FORM_TEXTS } from './form-errors.ts';
import type { UnsubscribeKind } from '../../core/away-mail.ts';
import { useUnsubscribeMail } from './mail-settings.ts';

const TEXTS: ErrorTexts = {
  ...FORM_TEXTS,
  codes: {
    ...FORM_TEXTS.codes,
    jwt_auth_invalid_token: 'mail.unsubscribe.invalid',
    woocommerce_rest_invalid_id: 'mail.unsubscribe.invalid',
  },
};

export function UnsubscribeScreen({ token, kind }: { token: string | undefined; kind: UnsubscribeKind }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'mail.unsubscribe.title' }));
  const unsubscribe = useUnsubscribeMail();
  const digest = kind === 'search_digest';
  return (
    <section className="page narrow" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">
        <FormattedMessage id="mail.unsubscribe.title" />
      </h1>
      {unsubscribe.isSuccess ? (
        <p role="status">
          <FormattedMessage id={digest ? 'mail.unsubscribe.digestDone' : 'mail.unsubscribe.done'} />
        </p>
      ) : token === undefined ? (
        <p role="alert">
          <FormattedMessage id="mail.unsubscribe.invalid" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id={digest ? 'mail.unsubscribe.digestIntro' : 'mail.unsubscribe.intro'} />
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            <FormattedMessage id="mail.unsubscribe.confirm" />
          </button>
          <FailureText error={unsubscribe.error} texts={TEXTS} />
        </>
      )}
    </section>
  );
}
