// A report of an ad (issue 18): the ad page's one write about moderation, apart from the
// statements of reasons (decisions.ts), which follow the realtime connection: the ad page of a
// visitor loads neither.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reportAd } from '../../api/moderation.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import type { AdReportReason } from '../../core/moderation.ts';
import { queryClient } from '../../local/query-client.ts';

export interface AdReportInput {
  productId: number;
  reason: AdReportReason;
  text: string;
}

/** POST /hm/v1/reports for an ad: one key per submission of the dialog's form. */
export function useReportAd() {
  const [keyOf] = useState(keyPerRequest);
  return useMutation({ mutationFn: (input: AdReportInput) => reportAd(input, keyOf(input)) }, queryClient);
}
