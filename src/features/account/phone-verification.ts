// Phone verification's three writes as mutations of the app's one cache (spec 4): send the SMS,
// check its code, save the number (keeping the account the server answers, with the phone
// badge's date). Every SMS starts a round: within it the same code or number sent again after a
// lost answer reuses its Idempotency-Key (a retry, not a second check that would use up a try);
// a new SMS is always a new request.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { savePhone, sendPhoneCode, verifyPhoneCode } from '../../api/phone.ts';
import { queryClient } from '../../local/query-client.ts';
import { rememberUser } from '../../session/session.ts';

/** The keys of one round (one SMS): one per code checked and per number saved. */
class RoundKeys {
  private round = newIdempotencyKey();
  private readonly keys = new Map<string, string>();

  next(): void {
    this.round = newIdempotencyKey();
    this.keys.clear();
  }

  of(request: string): string {
    const name = `${this.round}:${request}`;
    const key = this.keys.get(name) ?? newIdempotencyKey();
    this.keys.set(name, key);
    return key;
  }
}

export function usePhoneVerification() {
  const [keys] = useState(() => new RoundKeys());
  const send = useMutation(
    {
      mutationFn: (phonenumber: string) => sendPhoneCode(phonenumber, newIdempotencyKey()),
      onSuccess: () => keys.next(),
    },
    queryClient,
  );
  const verify = useMutation(
    { mutationFn: (code: string) => verifyPhoneCode(code, keys.of(`code:${code}`)) },
    queryClient,
  );
  const save = useMutation(
    {
      mutationFn: (phonenumber: string) => savePhone(phonenumber, keys.of(`save:${phonenumber}`)),
      onSuccess: (result) => rememberUser(result.data),
    },
    queryClient,
  );
  /** Retry (spec 4): back to the number, nothing sent, checked or failed. */
  const reset = () => {
    send.reset();
    verify.reset();
    save.reset();
  };
  return { send, verify, save, reset };
}
