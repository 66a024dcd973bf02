// Settings, the phone row of "Verifizierung" (spec 1): whether the number is verified, since when.
// A slot: the phone form (send the SMS, enter the code) comes with its own part of issue 17.
import { FormattedMessage } from 'react-intl';
import type { Customer } from '../../core/account.ts';
import { VerifiedSince } from './verified-since.tsx';

export function PhoneVerification({ user }: { user: Customer }) {
  return (
    <VerifiedSince at={user.verified.phone ? user.verified_at.phone : null}>
      <FormattedMessage id="account.verify.phoneNot" />
    </VerifiedSince>
  );
}
