// E-mail when away (issue 16): a message or a proposal not seen within 15 minutes (no app open
// since it came) is mailed once, with a link, at most once per chat or order an hour. Users turn it
// off in the settings or by the link in every such mail. GET|PUT /hm/v1/mail-settings,
// POST /hm/v1/mail-settings/unsubscribe {token} (docs/notifications.md).
import * as v from 'valibot';
import type { NotificationType } from './notifications.ts';

/** What is mailed when it was not seen: what someone waits for an answer to. */
export const AWAY_MAIL_TYPES = [
  'new_message',
  'order_request',
  'customer_proposal',
  'vendor_proposal',
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

export const MailSettingsSchema = v.strictObject(
  { away_mail: v.boolean('must be true or false') },
  'is not a mail setting',
);
export type MailSettings = v.InferOutput<typeof MailSettingsSchema>;

/** The link's token in an away mail (a signed JWT of a few hundred characters). */
export const UnsubscribeSchema = v.strictObject(
  { token: v.pipe(v.string('must be text'), v.minLength(1, 'is missing'), v.maxLength(2048, 'is too long')) },
  'is not a field of an unsubscribe request',
);
