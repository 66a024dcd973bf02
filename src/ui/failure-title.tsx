// The words of a failed call as a screen's error state shows them. A chunk of its own: the error
// catalogue it reads (every code the API answers, src/core/errors.ts) is not part of the first
// screen's code, which shows it only when a call has failed (loaded after that screen is shown).
import { FormattedMessage } from 'react-intl';
import { failureMessageId, type Failure } from './failure-message.ts';

export function FailureTitle({ failure }: { failure: Failure | undefined }) {
  return <FormattedMessage id={failureMessageId(failure)} />;
}
