// What every form and dialog shows when its call failed: one line, in the user's words (the
// shared reading of src/ui/failure-message.ts with the area's own texts), announced to screen
// readers. Nothing when there is no failure.
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText, type ErrorTexts } from './failure-message.ts';

export function FailureText({
  error,
  texts,
  className = 'form__failure',
  id: elementId,
  testId,
}: {
  /** The mutation's error (null or undefined: nothing to say). */
  error: unknown;
  texts?: ErrorTexts | undefined;
  className?: string;
  /** For a field's aria-describedby. */
  id?: string;
  /** Where end-to-end tests find it (data-testid). */
  testId?: string;
}) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  const { id, values } = errorText(error, texts, intl.locale);
  return (
    <p id={elementId} className={className} role="alert" data-testid={testId}>
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
