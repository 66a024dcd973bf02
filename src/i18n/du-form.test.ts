// The app addresses its users as "du" everywhere (issue 17: the advertisement banner said "Ihre
// Anzeige"). The polite forms Ihr/Ihre/Ihnen/Ihrer never appear in a German message; "Sie" is
// allowed, since it is also "she"/"they" ("Sie erscheint nicht mehr in der Suche").
import { describe, expect, it } from 'vitest';
import de from './de.json';

const POLITE = /\b(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;

describe('German messages', () => {
  it('use "du", never the polite Ihr/Ihre/Ihnen', () => {
    const polite = Object.entries(de as Record<string, string>)
      .filter(([, text]) => POLITE.test(text))
      .map(([id, text]) => `${id}: ${text}`);
    expect(polite).toEqual([]);
  });
});
