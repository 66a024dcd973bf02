// A euro amount from the API's decimal string, formatted for the user's language.
import { useIntl, type IntlShape } from 'react-intl';
import { CURRENCY } from '../core/constants.ts';

export function Price({ value, className }: { value: string; className?: string }) {
  return <span className={className}>{formatEuro(useIntl(), value)}</span>;
}

/** The same amount as text (for a message's value): "320 €", "320,50 €". */
export function formatEuro(intl: Pick<IntlShape, 'formatNumber'>, value: string): string {
  const amount = Number(value);
  const whole = Number.isInteger(amount);
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
