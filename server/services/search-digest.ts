// The saved searches' daily e-mail digest (issue 16, docs/notifications.md): at 08:00 German time
// each user who turned it on gets ONE mail of the saved-search alerts of the last day they have not
// read in the app and whose ads are still live, grouped by saved search; nothing to tell, no mail.
// A round every minute (the job server/jobs/search-digest.ts, a mailRound of ./mail-batch.ts)
// claims the users whose day's digest is due and marks it decided in the same transaction, so two
// instances, or a restart, never mail one day twice; the mails go out after the commit.
import { SEARCH_DIGEST, digestSlot, digestWindowStart } from '../../src/core/search-digest.ts';
import type { Mail, Mailer } from '../adapters/mail.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  claimDigestReaders,
  markDigested,
  unreadDigestAds,
  type DigestAd,
  type DigestReader,
} from '../db/repositories/search-digests.ts';
import { localeOf } from '../lib/locale.ts';
import { mailRound } from './mail-batch.ts';
import { searchDigestText, type DigestSearch } from './search-digest-texts.ts';
import type { TokenService } from './tokens.ts';

/** Users decided on per sweep round (the rest wait for the next minute). */
const BATCH = 200;

export interface SearchDigestDeps {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
}

interface Digest {
  reader: DigestReader;
  ads: DigestAd[];
}

/** The ads grouped by saved search in the order their first alert came, at most `maxAds` in all. */
function grouped(origin: string, ads: DigestAd[]): { searches: DigestSearch[]; more: number } {
  const shown = ads.slice(0, SEARCH_DIGEST.maxAds);
  const searches = new Map<number, DigestSearch>();
  for (const ad of shown) {
    const search = searches.get(ad.searchId) ?? { name: ad.searchName, ads: [] };
    search.ads.push({
      name: ad.name,
      priceCents: ad.priceCents,
      link: `${origin}/product/${encodeURIComponent(ad.slug)}`,
    });
    searches.set(ad.searchId, search);
  }
  return { searches: [...searches.values()], more: ads.length - shown.length };
}

/**
 * Claims the users whose day's digest is due (since the latest 08:00 German time), marks it
 * decided and answers those with unread alerts of still live ads to tell.
 */
async function decide(tx: Tx, now: Date): Promise<Digest[]> {
  const slot = digestSlot(now);
  const due = await claimDigestReaders(tx, slot, BATCH);
  const marked = await markDigested(
    tx,
    due.map((r) => r.id),
    slot,
    now,
  );
  const out: Digest[] = [];
  for (const reader of due) {
    if (!marked.has(reader.id)) continue;
    const ads = await unreadDigestAds(tx, reader.id, digestWindowStart(reader.lastDigestAt, now), now);
    if (ads.length > 0) out.push({ reader, ads });
  }
  return out;
}

export function searchDigestService({ db, mailer, tokens }: SearchDigestDeps) {
  async function mailFor(origin: string, { reader, ads }: Digest): Promise<Mail> {
    const locale = localeOf(reader.locale);
    const token = await tokens.issueUnsubscribe(reader.id, 'search_digest');
    const { subject, text } = searchDigestText(locale, {
      firstName: reader.firstName,
      ...grouped(origin, ads),
      manage: `${origin}/dashboard/settings`,
      unsubscribe: `${origin}/mail/unsubscribe?token=${encodeURIComponent(token)}&kind=search_digest`,
    });
    return { to: reader.email, subject, text };
  }

  return {
    /**
     * One round: decides the day's digest of every user it is due for (since the latest 08:00
     * German time) and mails those with something to tell. Answers how many mails were sent.
     */
    sweep(origin: string, now = new Date()): Promise<number> {
      return mailRound({
        db,
        mailer,
        label: 'search digest',
        decide: (tx) => decide(tx, now),
        write: (digest) => mailFor(origin, digest),
      });
    },
  };
}

export type SearchDigestService = ReturnType<typeof searchDigestService>;
