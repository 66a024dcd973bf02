// A euro amount from the API's decimal string ("349.50"), shown in the user's language by the
// one money formatter (src/core/money.ts) with react-intl's locale.
import { useIntl, type IntlShape } from 'react-intl';
import { apiAmountToCents, formatCents } from '../core/money.ts';

export function Price({ value, className }: { value: string; className?: string }) {
  return <span className={className}>{priceText(useIntl(), value)}</span>;
}

/** The same amount as text (for a message's value): "320 €", "320,50 €"; '' for no amount. */
export function priceText(intl: Pick<IntlShape, 'locale'>, value: string): string {
  const cents = apiAmountToCents(value);
  return cents === undefined ? '' : formatCents(cents, intl.locale);
}
