// Where the ad stands: waiting in the outbox (offline: "will be published when you are online"),
// refused by the server (the reason; the refused fields are marked below), or not saved because
// the device is full (said with how much the drafts take).
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useOnline } from '../layout/app-status.ts';
import { failureMessage, type QuotaProblem, type StoredDraft } from './drafts.ts';
import { queuedMessage } from './publish-state.ts';

const MB = 1024 * 1024;

export function AdFormStatus({ draft, quota }: { draft: StoredDraft; quota: QuotaProblem | undefined }) {
  const online = useOnline();
  return (
    <>
      {draft.state === 'queued' && (
        <p className="notice ad-form__status" role="status" data-testid="ad-form-queued">
          <FormattedMessage id={queuedMessage(online)} />
        </p>
      )}
      {draft.state === 'failed' && draft.failure && (
        <p className="form__failure" role="alert" data-testid="ad-form-refused">
          <FormattedMessage id="selling.refused" /> <FormattedMessage id={failureMessage(draft.failure)} />
        </p>
      )}
      {quota && (
        <p className="form__failure" role="alert">
          <FormattedMessage
            id="selling.quota"
            values={{
              drafts: <FormattedNumber value={quota.draftsBytes / MB} maximumFractionDigits={1} />,
              usage: <FormattedNumber value={(quota.usage ?? 0) / MB} maximumFractionDigits={0} />,
              quota: <FormattedNumber value={(quota.quota ?? 0) / MB} maximumFractionDigits={0} />,
            }}
          />
        </p>
      )}
    </>
  );
}
