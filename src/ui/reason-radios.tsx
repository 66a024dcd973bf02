// One radio per reason, named for its form (a chat report's reasons, a purchase problem's): the
// labels come from the catalogue, so each reason reads in the user's language.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages.ts';

export function ReasonRadios<Reason extends string>({
  name,
  reasons,
  value,
  onChange,
  text,
  className,
  testId,
}: {
  name: string;
  reasons: readonly Reason[];
  value: Reason | undefined;
  onChange: (reason: Reason) => void;
  text: (reason: Reason) => MessageId;
  className: string;
  testId?: (reason: Reason) => string;
}) {
  return reasons.map((r) => (
    <label key={r} className={className}>
      <input
        type="radio"
        name={name}
        value={r}
        checked={value === r}
        onChange={() => onChange(r)}
        data-testid={testId?.(r)}
      />{' '}
      <FormattedMessage id={text(r)} />
    </label>
  ));
}
