// E-mail when away (issue 16, docs/notifications.md): a message or proposal the user has not seen
// within 15 minutes, with no app open since it came, is mailed once with a link to it, at most
// once per chat or order an hour; users turn it off in the settings or by the link in the mail.
// A round every minute (the job server/jobs/away-mails.ts, a mailRound of ./mail-batch.ts) decides
// on each such notification once (claimed in the same transaction that marks it), so several
// instances never mail one twice; mails go out after the commit.
import { AWAY_MAIL, type MailSettings, type MailSettingsChange } from '../../src/core/away-mail.ts';
import { notificationTarget, sideOf } from '../../src/core/notification-routes.ts';
import { digestSlot } from '../../src/core/search-digest.ts';
import type { Mail, Mailer } from '../adapters/mail.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  claimAwayCandidates,
  markMailChecked,
  readMailSettings,
  takeMailTurn,
  writeMailSettings,
  type AwayCandidate,
} from '../db/repositories/away-mails.ts';
import { ApiError } from '../lib/api-error.ts';
import { localeOf } from '../lib/locale.ts';
import { mailRound } from './mail-batch.ts';
import { awayMailText } from './away-mail-texts.ts';
import { notificationJson } from './notifications.ts';
import type { TokenService } from './tokens.ts';

const MINUTE_MS = 60_000;
/** Notifications decided on per sweep round (the rest wait for the next round). */
const BATCH = 200;

export interface AwayMailDeps {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
}

/** Whether this notification waits unseen for someone who wants these mails. */
function unseen(c: AwayCandidate, now: Date): boolean {
  if (c.deleted || !c.awayMail) return false;
  if (c.createdAt.getTime() < now.getTime() - AWAY_MAIL.maxAgeHours * 60 * MINUTE_MS) return false;
  // The app was open after it came: the bell (or the chat) showed it.
  return c.seenAt === null || c.seenAt.getTime() < c.createdAt.getTime();
}

/** The chat or order a notification is about: one mail per topic an hour. */
const topicOf = (c: AwayCandidate) =>
  c.data.chatId ? `chat:${c.data.chatId}` : `order:${c.data.orderId ?? 0}`;

/**
 * The notification as the bell lists it: the mail leads where a click on it in the bell and its
 * push lead (src/core/notification-routes.ts: the chat, the negotiation, or the order of a
 * purchase's step), and speaks to the reader's side of the order.
 */
const asNotification = ({ id, userId, type, data, createdAt }: AwayCandidate) =>
  notificationJson(
    { id, userId, type, data, createdAt, read: false, once: null, mailChecked: false },
    new Map(),
  );

/**
 * Claims the notifications due (unseen for 15 minutes), marks them all decided and answers those
 * to mail: still unseen, and the topic's turn taken (one mail per chat or order an hour).
 */
async function decide(tx: Tx, now: Date): Promise<AwayCandidate[]> {
  const due = await claimAwayCandidates(
    tx,
    new Date(now.getTime() - AWAY_MAIL.afterMinutes * MINUTE_MS),
    BATCH,
  );
  const out: AwayCandidate[] = [];
  const lastTurn = new Date(now.getTime() - AWAY_MAIL.perTopicMinutes * MINUTE_MS);
  for (const c of due) {
    if (unseen(c, now) && (await takeMailTurn(tx, c.userId, topicOf(c), lastTurn))) out.push(c);
  }
  await markMailChecked(
    tx,
    due.map((c) => c.id),
  );
  return out;
}

const settingsJson = (row: { awayMail: boolean; searchDigest: boolean }): MailSettings => ({
  away_mail: row.awayMail,
  search_digest: row.searchDigest,
});

export function awayMailService({ db, mailer, tokens }: AwayMailDeps) {
  // The account is gone (as every call of a deleted account answers).
  const notFound = () => new ApiError(401, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');

  async function mailFor(origin: string, c: AwayCandidate): Promise<Mail> {
    const locale = localeOf(c.locale);
    const token = await tokens.issueUnsubscribe(c.userId);
    const notification = asNotification(c);
    const { subject, text } = awayMailText(locale, {
      type: c.type,
      side: sideOf(notification, c.userId),
      firstName: c.firstName,
      adName: c.data.product?.name ?? 'Handymarkt',
      amountCents: c.data.amountCents,
      link: `${origin}${notificationTarget(notification, c.userId).path}`,
      unsubscribe: `${origin}/mail/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    return { to: c.email, subject, text };
  }

  return {
    /**
     * One round: decides on every notification due (unseen for 15 minutes) and mails those that
     * wait unseen, one per topic an hour. Answers how many mails were sent.
     */
    sweep(origin: string, now = new Date()): Promise<number> {
      return mailRound({
        db,
        mailer,
        label: 'away mail',
        decide: (tx) => decide(tx, now),
        write: (c) => mailFor(origin, c),
      });
    },

    async settings(userId: number): Promise<MailSettings> {
      const row = await readMailSettings(db, userId);
      if (!row) throw notFound();
      return settingsJson(row);
    },

    /** Either setting or both; answers both as they are now. */
    async changeSettings(
      userId: number,
      change: MailSettingsChange,
      now = new Date(),
    ): Promise<MailSettings> {
      const row = await writeMailSettings(
        db,
        userId,
        { awayMail: change.away_mail, searchDigest: change.search_digest },
        digestSlot(now),
      );
      if (!row) throw notFound();
      return settingsJson(row);
    },

    /**
     * The link in a mail: turns off the mails it was sent for (the away mails, or the saved
     * searches' digest) for the user it names, no login needed. Answers both settings.
     */
    async unsubscribe(token: string): Promise<MailSettings> {
      const { userId, kind } = await tokens.verifyUnsubscribe(token);
      const row = await writeMailSettings(
        db,
        userId,
        kind === 'search_digest' ? { searchDigest: false } : { awayMail: false },
        digestSlot(new Date()),
      );
      if (!row) throw notFound();
      return settingsJson(row);
    },
  };
}

export type AwayMailService = ReturnType<typeof awayMailService>;
