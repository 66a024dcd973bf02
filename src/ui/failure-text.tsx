// What every form and dialog shows when its call failed: one line, in the user's words (the
// shared reading of src/ui/failure-message.ts with the area's own texts, the error catalogue's
// messages: message area `errors`), announced to screen readers. Nothing when there is no failure.
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageArea } from '../i18n/i18n-provider.tsx';
import { errorText, type ErrorTexts } from './failure-message.ts';

export function FailureText({
  error,
  texts,
  className = 'form__failure',
  id,
  testId,
}: {
  /** The mutation's error (null or undefined: nothing to say). */
  error: unknown;
  texts?: ErrorTexts | undefined;
  className?: string;
  /** For aria-describedby of the controls (or the field) the failure is about. */
  id?: string | undefined;
  /** Where end-to-end tests find it (data-testid). */
  testId?: string;
}) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  const text = errorText(error, texts, intl.locale);
  // The error catalogue's words come with the first screen's later parts (src/router.ts); a
  // failure before they arrived is said once they are there.
  return (
    <MessageArea area="errors">
      <p id={id} className={className} role="alert" data-testid={testId}>
        <FormattedMessage id={text.id} values={text.values} />
      </p>
    </MessageArea>
  );
}
