// The phone form's failure line: the shared reading (src/ui/failure-message.ts) plus what only
// this form's refusals carry: a wrong code's tries left, and the countries SMS go to, named in
// the user's language. Kept here so the app's shared failure text does not grow for one form.
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText, type ErrorTexts } from '../../ui/failure-message.ts';

/** "DE,AT,CH" as "Deutschland, Österreich, Schweiz" (the codes themselves where Intl cannot). */
export function countryNames(codes: string, locale: string): string {
  const list = codes.split(',').filter((code) => /^[A-Z]{2}$/.test(code));
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return list.map((code) => names.of(code) ?? code).join(', ');
  } catch {
    return list.join(', ');
  }
}

export function PhoneFailure({ error, texts }: { error: unknown; texts: ErrorTexts }) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  const text = errorText(error, texts, intl.locale);
  // The API client's failure carries the error's data as `details` (src/api/client.ts).
  const details = (error as { details?: { tries_left?: string; countries?: string } }).details;
  const values = {
    ...text.values,
    tries: Number(details?.tries_left ?? 0),
    countries: countryNames(details?.countries ?? '', intl.locale),
  };
  return (
    <p className="form__failure" role="alert" data-testid="phone-failure">
      <FormattedMessage id={text.id} values={values} />
    </p>
  );
}
