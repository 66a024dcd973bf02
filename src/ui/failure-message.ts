// The one place that turns a failed call into a message id the user reads (never raw server text).
import type { MessageId } from '../i18n/messages.ts';

/**
 * What a screen needs to know of a failed call: src/api's ApiFailure has these. Named here so the
 * shared components do not depend on the API client.
 */
export interface Failure {
  readonly code: string;
  readonly status: number;
  readonly isNetwork: boolean;
}

export function failureMessageId(failure: Failure | undefined): MessageId {
  if (!failure) return 'error.generic';
  if (failure.isNetwork) return 'error.offline';
  if (failure.code === 'idempotency_in_progress') return 'error.stillRunning';
  if (failure.status === 404) return 'error.notFound';
  if (failure.status === 400) return 'error.badRequest';
  if (failure.status >= 500) return 'error.server';
  return 'error.generic';
}
