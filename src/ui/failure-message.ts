// The one place that turns a failed call into what the user reads: a message id and its values
// (never raw server text). Every code's default is in the catalogue (src/core/errors.ts); an area
// that words a code its own way (a refused proposal, a login form) passes its texts here, so
// the order in which code, status and connection decide exists once.
import { errorEntry, statusMessage, type ErrorCode } from '../core/errors.ts';
import { apiAmountToCents, formatCents } from '../core/money.ts';
import type { MessageId } from '../i18n/messages.ts';

/**
 * What a screen needs to know of a failed call: src/api's ApiFailure has these. Named here so the
 * shared components do not depend on the API client.
 */
export interface Failure {
  readonly code: string;
  readonly status: number;
  /** Unset where a failure cannot be one (a refusal the outbox stored). */
  readonly isNetwork?: boolean;
  /** hm_proposal_out_of_range: the bounds as the API writes them. */
  readonly details?: { readonly min?: string | undefined; readonly max?: string | undefined } | undefined;
  /** How long the server asked to wait (Retry-After). */
  readonly retryAfterMs?: number | undefined;
}

/** Codes the client makes itself: no connection, an unknown throw, a draft's photo gone, notifications not allowed or no push service. */
export type ClientErrorCode = 'network' | 'unknown' | 'draft_photo_gone' | 'push_denied' | 'push_unavailable';

/** An area's own words; anything it leaves out falls back to the catalogue. */
export interface ErrorTexts {
  /** Could not reach the server (default: error.offline). */
  readonly offline?: MessageId;
  /** Per code: the area's text for it. */
  readonly codes?: Partial<Record<ErrorCode | ClientErrorCode, MessageId>>;
  /** Per HTTP status, for a code the area does not name (e.g. 403: "not permitted to view"). */
  readonly statuses?: Readonly<Partial<Record<number, MessageId>>>;
  /** For everything else, instead of the catalogue's default. */
  readonly otherwise?: MessageId;
}

export interface ErrorText {
  id: MessageId;
  /** small/high: the bounds the server named, formatted; seconds: Retry-After, when sent. */
  values: Record<string, string>;
}

const isFailure = (error: unknown): error is Failure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as Failure).code === 'string' &&
  typeof (error as Failure).status === 'number';

/** A code is the server's text: "constructor" must not find Object's. */
const ownValue = <T>(
  record: Readonly<Partial<Record<string | number, T>>> | undefined,
  key: string | number,
) => (record && Object.hasOwn(record, key) ? record[key] : undefined);

function messageIdOf(failure: Failure, texts: ErrorTexts): MessageId {
  if (failure.isNetwork) return texts.offline ?? 'error.offline';
  const own =
    ownValue(texts.codes, failure.code) ?? ownValue(texts.statuses, failure.status) ?? texts.otherwise;
  if (own) return own;
  // Plain strings in src/core; src/i18n/error-messages.test.ts checks each is a message in both languages.
  return (errorEntry(failure.code)?.message ?? statusMessage(failure.status)) as MessageId;
}

/**
 * A failed call (or anything thrown) as a message id with its values. `locale` (react-intl's)
 * formats the amounts a refusal names.
 */
export function errorText(error: unknown, texts: ErrorTexts = {}, locale?: string): ErrorText {
  if (!isFailure(error)) return { id: 'error.generic', values: {} };
  const values: Record<string, string> = {};
  const money = (amount: string | undefined) => {
    const cents = amount === undefined ? undefined : apiAmountToCents(amount);
    return cents === undefined ? undefined : formatCents(cents, locale);
  };
  const small = money(error.details?.min);
  const high = money(error.details?.max);
  if (small !== undefined) values.small = small;
  if (high !== undefined) values.high = high;
  if (error.retryAfterMs !== undefined) values.seconds = String(Math.ceil(error.retryAfterMs / 1000));
  return { id: messageIdOf(error, texts), values };
}

/** Only the message id: for a screen whose text takes no values. */
export const failureMessageId = (error: unknown, texts?: ErrorTexts): MessageId => errorText(error, texts).id;
