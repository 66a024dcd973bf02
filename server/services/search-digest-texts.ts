// The saved searches' daily digest's words (issue 16), in the reader's language: the new ads of
// each saved search (title, price, link), "and N more" past the cap, where to manage the saved
// searches, and the link that turns this digest off (the away mails stay as they are).
import type { Locale } from '../../src/core/constants.ts';
import { formatCents } from '../../src/core/money.ts';

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

const TEXTS = {
  de: {
    subject: (n: number) =>
      n === 1 ? 'Ein neues Handy für deine Suchaufträge' : `${n} neue Handys für deine Suchaufträge`,
    hello: 'Hallo',
    lead: 'seit gestern gibt es neue Anzeigen zu deinen Suchaufträgen:',
    more: (n: number) => `… und ${n} weitere: alle findest du in der App bei deinen Suchaufträgen.`,
    quoted: (name: string) => `„${name}“`,
    manage: 'Suchaufträge verwalten:',
    team: 'Dein Handymarkt-Team',
    off: 'Keine tägliche Zusammenfassung deiner Suchaufträge mehr? Hier abbestellen:',
    number: 'de-DE',
  },
  en: {
    subject: (n: number) =>
      n === 1 ? 'A new phone for your saved searches' : `${n} new phones for your saved searches`,
    hello: 'Hello',
    lead: 'since yesterday there are new ads for your saved searches:',
    more: (n: number) => `… and ${n} more: find them all in the app with your saved searches.`,
    quoted: (name: string) => `“${name}”`,
    manage: 'Manage your saved searches:',
    team: 'Your Handymarkt team',
    off: 'No more daily summary of your saved searches? Turn it off here:',
    number: 'en-GB',
  },
} as const;

export function searchDigestText(locale: Locale, f: DigestFacts): { subject: string; text: string } {
  const t = TEXTS[locale];
  const listed = f.searches.reduce((sum, s) => sum + s.ads.length, 0);
  const lines = [`${t.hello} ${f.firstName},`, '', t.lead];
  for (const search of f.searches) {
    lines.push('', t.quoted(search.name));
    for (const ad of search.ads) {
      lines.push(`- ${ad.name} – ${formatCents(ad.priceCents, t.number)}`, `  ${ad.link}`);
    }
  }
  if (f.more > 0) lines.push('', t.more(f.more));
  lines.push('', t.manage, f.manage, '', t.team, '', '--', t.off, f.unsubscribe, '');
  return { subject: t.subject(listed + f.more), text: lines.join('\n') };
}
