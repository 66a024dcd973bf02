// E-mail when away (issue 16): a message, a proposal or a purchase's step (issue 32) not seen
// within 15 minutes (no app open since it came) is mailed once, with a link, at most once per chat
// or order an hour. Users turn it off in the settings or by the link in every such mail.
// GET|PUT /hm/v1/mail-settings (with the saved searches' daily digest beside it),
// POST /hm/v1/mail-settings/unsubscribe {token} (docs/notifications.md).
import * as v from 'valibot';
import type { NotificationType } from './notifications.ts';

/** What is mailed when it was not seen: what someone waits for an answer to, or a purchase's step. */
export const AWAY_MAIL_TYPES = [
  'new_message',
  'order_request',
  'customer_proposal',
  'vendor_proposal',
  // Issue 32: a problem with a purchase waits for the seller's answer, the buyer's next step, or
  // tells how it ended; each opens the order (its page shows the problem).
  'problem_opened',
  'problem_answered',
  'problem_decided',
  // Issue 32: each step of a purchase after the payment ("Told at every step": bell, push, mail
  // when away), the order opening where the timeline shows it. A receipt and its payout come
  // together, so the seller's one mail per order an hour is the receipt's.
  'order_shipped',
  'order_delivered',
  'order_received',
  'payout_released',
  'payout_refunded',
  'ship_by_reminder',
  'order_cancelled_not_shipped',
] as const satisfies readonly NotificationType[];
export type AwayMailType = (typeof AWAY_MAIL_TYPES)[number];

export const AWAY_MAIL = {
  /** Unseen this long, it is mailed. */
  afterMinutes: 15,
  /** At most one mail per chat or order in this time. */
  perTopicMinutes: 60,
  /** Older than this when first looked at (the server was down), it is not mailed any more. */
  maxAgeHours: 24,
} as const;

/**
 * The caller's mail settings, as GET and PUT answer them: the e-mail when away (on by default)
 * and the saved searches' daily digest (src/core/search-digest.ts; off until asked for, because
 * the issue makes it optional and a daily mail nobody asked for is what people unsubscribe from).
 * Not strict: an installed app keeps reading its setting when a later server adds another.
 */
export const MailSettingsSchema = v.object({ away_mail: v.boolean(), search_digest: v.boolean() });
export type MailSettings = v.InferOutput<typeof MailSettingsSchema>;

/** PUT's body: either setting or both; the one left out stays as it is. */
export const MailSettingsChangeSchema = v.pipe(
  v.strictObject(
    {
      away_mail: v.optional(v.boolean('must be true or false')),
      search_digest: v.optional(v.boolean('must be true or false')),
    },
    'is not a mail setting',
  ),
  // An empty change is refused naming the first setting, as the body of one setting was before.
  v.forward(
    v.check(
      (change) => change.away_mail !== undefined || change.search_digest !== undefined,
      'is missing (or search_digest)',
    ),
    ['away_mail'],
  ),
);
export type MailSettingsChange = v.InferOutput<typeof MailSettingsChangeSchema>;

/** What a mail's unsubscribe link turns off (old away-mail links carry no kind: `away_mail`). */
export const UNSUBSCRIBE_KINDS = ['away_mail', 'search_digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** The link's token in an away mail (a signed JWT of a few hundred characters). */
export const UnsubscribeSchema = v.strictObject(
  { token: v.pipe(v.string('must be text'), v.minLength(1, 'is missing'), v.maxLength(2048, 'is too long')) },
  'is not a field of an unsubscribe request',
);
