// The chat's safety scan (issue 16, "Safe messages"): what it marks (links, e-mail addresses,
// phone numbers, scam phrases and their look-alikes) and what it must leave alone (prices, models,
// storage sizes, dates, plain talk about paying on Handymarkt).
import { describe, expect, it } from 'vitest';
import { scanMessage, type FlagKind } from './chat-safety.ts';

/** The marked parts of a message as [kind, text]. */
const marked = (text: string): [FlagKind | 'text', string][] =>
  scanMessage(text)
    .parts.filter((p) => p.kind !== 'text')
    .map((p) => [p.kind, p.text]);

describe('scanMessage', () => {
  it('marks links with a scheme, with www. and bare domains', () => {
    expect(marked('Schau hier: https://evil.example/pay?id=1 oder www.sicher-zahlen.net')).toEqual([
      ['link', 'https://evil.example/pay?id=1'],
      ['link', 'www.sicher-zahlen.net'],
    ]);
    expect(marked('Zahl einfach über paypal.me/ben123, danke')).toEqual([['link', 'paypal.me/ben123']]);
    expect(marked('kleinanzeigen-sicherheit.de')).toEqual([['link', 'kleinanzeigen-sicherheit.de']]);
  });

  it('marks e-mail addresses, also written with (at) and (dot)', () => {
    expect(marked('Schreib mir: ben.k+handy@mail.de')).toEqual([['email', 'ben.k+handy@mail.de']]);
    expect(marked('ben (at) gmx (dot) de')).toEqual([['email', 'ben (at) gmx (dot) de']]);
  });

  it('marks phone numbers in the ways Germans write them', () => {
    expect(marked('Ruf an: 0151 23456789')).toEqual([['phone', '0151 23456789']]);
    expect(marked('+49 (0) 151 234 567 89 bitte')).toEqual([['phone', '+49 (0) 151 234 567 89']]);
    expect(marked('0049-30/1234567.')).toEqual([['phone', '0049-30/1234567']]);
  });

  it('marks the phrases of known scams and their look-alikes', () => {
    const cases: [string, string][] = [
      ['Geht PayPal Freunde?', 'PayPal Freunde'],
      ['Nur per Paypal-Freunde bitte', 'Paypal-Freunde'],
      ['paypal f&f', 'paypal f&f'],
      ['Zahl über Freunde und Familie', 'Freunde und Familie'],
      ['friends & family', 'friends & family'],
      ['Nutze Sicher bezahlen von Kleinanzeigen', 'Sicher bezahlen'],
      ['über S1cher-Bezahlung', 'S1cher-Bezahlung'],
      ['sicheres Bezahlen', 'sicheres Bezahlen'],
      ['Schreib mir auf WhatsApp', 'WhatsApp'],
      ['Whats App?', 'Whats App'],
      ['oder Telegram', 'Telegram'],
      ['per Western Union', 'Western Union'],
      ['MoneyGram geht auch', 'MoneyGram'],
      ['mit Paysafecard', 'Paysafecard'],
      ['ein Amazon Gutschein', 'Amazon Gutschein'],
    ];
    for (const [text, phrase] of cases) expect(marked(text), text).toEqual([['scam', phrase]]);
  });

  it('keeps the text around and between the marked parts, line breaks included', () => {
    const scan = scanMessage('Hallo!\nMail: a@b.de\nDanke');
    expect(scan.parts).toEqual([
      { kind: 'text', text: 'Hallo!\nMail: ' },
      { kind: 'email', text: 'a@b.de' },
      { kind: 'text', text: '\nDanke' },
    ]);
    expect(scan.parts.map((p) => p.text).join('')).toBe('Hallo!\nMail: a@b.de\nDanke');
    expect(scan).toMatchObject({ flagged: true, kinds: ['email'] });
  });

  it('marks an address inside a link once, as the link', () => {
    expect(marked('https://x.example/?mail=a@b.de')).toEqual([['link', 'https://x.example/?mail=a@b.de']]);
  });

  it('leaves prices, models, storage, battery, dates and years alone', () => {
    for (const text of [
      'Würdest du 349 € nehmen? Oder 320,50 €?',
      'iPhone 13 Pro 256 GB, Akku 89 %, Modell A2638',
      'Gekauft am 12.05.2023, Garantie bis 2025',
      'Version 17.4.1 ist drauf',
      'IMEI steht auf der Rechnung, z.B. im Foto',
      'Ich kann ab 18:30 Uhr, Hausnummer 12',
      'Preis 0,99 € Versand',
    ]) {
      expect(scanMessage(text), text).toMatchObject({ flagged: false });
    }
  });

  it('leaves plain talk about friends, family, safety and paying alone', () => {
    for (const text of [
      'Ist für meinen Freund, der hat Familie in Berlin.',
      'Bist du sicher? Ich zahle gern über Handymarkt.',
      'Das hat sich bezahlt gemacht.',
      'Bezahlen geht nur hier über die App, oder?',
      'Ich zahle mit PayPal über den Kaufen-Knopf.',
      'Was genau ist am Display? Welche App meinst du?',
      'Hallo.Ist es noch da?',
    ]) {
      expect(scanMessage(text), text).toMatchObject({ flagged: false });
    }
  });

  it('gives an empty message no parts and no warning', () => {
    expect(scanMessage('')).toEqual({ parts: [], flagged: false, kinds: [] });
  });
});
