// SMS_COUNTRIES (issue 30): the operator chooses whose mobile numbers get an SMS.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { loadConfig } from '../../server/config.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { newNumber, phoneKit } from './support/phone.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: { ...ACCOUNT_ENV, SMS_COUNTRIES: 'fr, DE' } });
const phone = phoneKit(server);

describe('SMS_COUNTRIES', () => {
  it('sends to the countries it names, and no others', async () => {
    const [fr, de, at] = await Promise.all([server.register(), server.register(), server.register()]);

    const results = await Promise.all([
      phone.send(fr.token, '+33 6 12 34 56 78'),
      phone.send(de.token, newNumber()),
      phone.send<ApiErrorBody>(at.token, '+43 664 1234567'),
    ]);

    expect(results.map((r) => r.status)).toEqual([200, 200, 400]);
    expect(results[2]?.body).toMatchObject({
      code: 'hm_phone_country_not_allowed',
      data: { countries: 'FR,DE' },
    });
  });

  it('refuses to start with a code that is no country', () => {
    expect(() => loadConfig({ SMS_COUNTRIES: 'DE,XX' })).toThrow(/SMS_COUNTRIES/);
  });
});
