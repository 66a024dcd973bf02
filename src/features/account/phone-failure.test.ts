// The phone form's failure line names the countries SMS go to in the user's language (issue 30).
import { describe, expect, it } from 'vitest';
import { countryNames } from './phone-failure.tsx';

describe('countryNames', () => {
  it('names the countries the server sends in the locale', () => {
    expect(countryNames('DE,AT,CH', 'de')).toBe('Deutschland, Österreich, Schweiz');
    expect(countryNames('DE,AT,CH', 'en')).toBe('Germany, Austria, Switzerland');
  });

  it('leaves out what is no country code', () => {
    expect(countryNames('DE,<b>,', 'de')).toBe('Deutschland');
  });
});
