// Sending the contact form: online only (a message the support reads should not wait in an
// outbox unseen), one key per submission of the same values, so a resend cannot send it twice.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sendContactForm } from '../../api/contact.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import type { Locale } from '../../core/constants.ts';
import type { ContactFields } from '../../core/contact.ts';
import { queryClient } from '../../local/query-client.ts';

export function useSendContact() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: ({ fields, locale }: { fields: ContactFields; locale: Locale }) =>
        sendContactForm(fields, locale, keyFor(fields)),
    },
    queryClient,
  );
}
