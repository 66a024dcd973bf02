// The saved searches' daily digest's words (issue 16), in the reader's language
// (src/i18n/server.*.json, `email.digest.*`): the new ads of each saved search (title, price,
// link), "and N more" past the cap, where to manage the saved searches, and the link that turns
// this digest off (the away mails stay as they are).
import type { Locale } from '../../src/core/constants.ts';
import { letter, moneyText, say } from '../lib/texts.ts';

export interface DigestSearch {
  name: string;
  ads: { name: string; priceCents: number; link: string }[];
}

export interface DigestFacts {
  firstName: string;
  searches: DigestSearch[];
  /** Ads left out past the cap. */
  more: number;
  manage: string;
  unsubscribe: string;
}

export function searchDigestText(locale: Locale, f: DigestFacts): { subject: string; text: string } {
  const listed = f.searches.reduce((sum, s) => sum + s.ads.length, 0);
  const searches = f.searches.map((search) =>
    [
      say(locale, 'email.digest.search', { name: search.name }),
      ...search.ads.map((ad) =>
        say(locale, 'email.digest.ad', {
          name: ad.name,
          price: moneyText(locale, ad.priceCents),
          link: ad.link,
        }),
      ),
    ].join('\n'),
  );
  const text = letter(
    locale,
    f.firstName,
    [
      say(locale, 'email.digest.lead'),
      ...searches,
      ...(f.more > 0 ? [say(locale, 'email.digest.more', { count: f.more })] : []),
      `${say(locale, 'email.digest.manage')}\n${f.manage}`,
    ],
    [say(locale, 'email.digest.off'), f.unsubscribe],
  );
  return { subject: say(locale, 'email.digest.subject', { count: listed + f.more }), text };
}
