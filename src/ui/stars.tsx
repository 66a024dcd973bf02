// A rating shown as five stars, read out as "4 von 5 Sternen" (the reviews' 1 to 5, spec 3).
import { useIntl } from 'react-intl';

export const MAX_STARS = 5;

export function Stars({ rating, className }: { rating: number; className?: string }) {
  const intl = useIntl();
  const full = Math.round(rating);
  return (
    <span
      className={`stars${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={intl.formatMessage({ id: 'rating.stars' }, { rating: intl.formatNumber(rating) })}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < full ? 'stars__on' : 'stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
