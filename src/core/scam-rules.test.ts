// The one scam rule set (issue 30): German phrasings of pay-first, bank transfer, bank details,
// PayPal "Freunde und Familie" and courier scams are found, by the ad check and the chat alike;
// ordinary talk about a phone, a price, a pick-up or paying on Handymarkt is not.
import { describe, expect, it } from 'vitest';
import { scanMessage } from './chat-safety.ts';
import { scamMatches, scamPhrasesIn, type ScamRuleId } from './scam-rules.ts';

/** [message, a rule it must find, the words the chat marks for that rule]. */
const POSITIVE: [string, ScamRuleId, string][] = [
  // Pay first.
  ['Vorkasse per Überweisung, dann schicke ich es los.', 'advance_payment', 'Vorkasse'],
  ['Nur Vorkasse, sorry.', 'advance_payment', 'Nur Vorkasse'],
  ['Zahlung nur per Vorkasse bitte', 'advance_payment', 'nur per Vorkasse'],
  ['Versand über Spedition, zahlen Sie vorher den vollen Betrag.', 'advance_payment', 'zahlen Sie vorher'],
  ['Bitte vorher bezahlen, dann geht es raus', 'advance_payment', 'vorher bezahlen'],
  ['Du kannst vorab überweisen', 'advance_payment', 'vorab überweisen'],
  ['Bezahlung im Voraus, sonst reserviere ich nicht', 'advance_payment', 'Bezahlung im Voraus'],
  ['50 € Anzahlung und es gehört dir', 'advance_payment', 'Anzahlung'],
  ['Überweise mir das Geld zuerst', 'advance_payment', 'Überweise mir das Geld zuerst'],
  // Bank transfer and bank details.
  ['Geht auch per Banküberweisung?', 'bank_transfer', 'Banküberweisung'],
  ['Ich überweise dir 300 €', 'bank_transfer', 'überweise'],
  ['Zahlung per SEPA-Überweisung', 'bank_transfer', 'Überweisung'],
  ['Meine IBAN: DE89 3704 0044 0532 0130 00', 'iban', 'DE89 3704 0044 0532 0130 00'],
  ['Konto DE89370400440532013000 bei der Sparkasse', 'iban', 'DE89370400440532013000'],
  ['Schick das Geld an DE02 1203 0000 0000 2020 51.', 'iban', 'DE02 1203 0000 0000 2020 51'],
  ['Ich gebe dir meine Bankverbindung', 'iban', 'Bankverbindung'],
  // PayPal without buyer protection.
  ['Über PayPal Freunde und Familie bitte', 'friends_family', 'PayPal Freunde'],
  ['Nur Freunde & Familie, keine Gebühren', 'friends_family', 'Freunde & Familie'],
  ['Schick es einfach als Freunde senden', 'friends_family', 'als Freunde senden'],
  ['paypal f&f geht', 'friends_family', 'paypal f&f'],
  // Couriers and forwarders who "collect".
  ['Mein Kurier holt es ab, ich bin im Ausland', 'courier', 'Kurier'],
  ['Ein DHL-Kurier kommt morgen vorbei', 'courier', 'DHL-Kurier'],
  ['Versand über Spedition, alles versichert', 'courier', 'Spedition'],
  ['Mein Fahrer holt das Handy bei dir ab', 'courier', 'Mein Fahrer'],
  ['Der Kurierdienst bringt dir das Geld', 'courier', 'Kurierdienst'],
];

const NEGATIVE = [
  'Kann ich bei Abholung bar bezahlen?',
  'Ich bezahle über Handymarkt, sobald du annimmst.',
  'Ich zahle vorher über Handymarkt, passt das?',
  'Versand mit DHL ist möglich, 4,99 €.',
  'Ich hole es am Samstag selbst ab.',
  'Meine Freundin holt es ab, sie heißt Lea.',
  'Ich war vorher bei der Arbeit, sorry für die späte Antwort.',
  'Hast du noch die Originalverpackung und die Rechnung?',
  'iPhone 13 Pro 256 GB, Akku 89 %, Modell A2638',
  'Ich schicke es separat mit Hermes.',
  'Der Preis ist verhandelbar, 320 € wären okay.',
  'Gekauft am 12.05.2023 im Libanon-Urlaub',
];

describe('scam rules', () => {
  it('find 20 and more German phrasings of pay-first, transfer, IBAN, friends and couriers', () => {
    expect(POSITIVE.length).toBeGreaterThanOrEqual(20);
    for (const [text, rule, words] of POSITIVE) {
      const found = scamMatches(text).filter((m) => m.rule === rule);
      expect(
        found.map((m) => m.text),
        text,
      ).toContain(words);
    }
  });

  it('leave ordinary talk alone', () => {
    expect(NEGATIVE.length).toBeGreaterThanOrEqual(8);
    for (const text of NEGATIVE) {
      expect(scamMatches(text), text).toEqual([]);
      expect(scanMessage(text).kinds, text).not.toContain('scam');
      expect(scamPhrasesIn(text), text).toEqual([]);
    }
  });

  it('are the ad check and the chat marks alike: what flags an ad marks a message', () => {
    for (const [text] of POSITIVE) {
      expect(scamPhrasesIn(text).length, text).toBeGreaterThan(0);
      expect(scanMessage(text).kinds, text).toContain('scam');
    }
    const text = 'Vorkasse per Überweisung an DE89 3704 0044 0532 0130 00, Versand über Spedition.';
    expect(scamPhrasesIn(text)).toEqual([
      'vorkasse',
      'überweisung',
      'de89 3704 0044 0532 0130 00',
      'spedition',
    ]);
    const marks = scanMessage(text)
      .parts.filter((p) => p.kind === 'scam')
      .map((p) => p.text.toLocaleLowerCase('de'));
    expect(marks).toEqual(['vorkasse', 'überweisung', 'de89 3704 0044 0532 0130 00', 'spedition']);
  });

  it('mark an IBAN as one scam part, not as a phone number, and keep every character', () => {
    const text = 'IBAN DE89370400440532013000 bitte';
    const scan = scanMessage(text);
    expect(scan.parts).toEqual([
      { kind: 'scam', text: 'IBAN' },
      { kind: 'text', text: ' ' },
      { kind: 'scam', text: 'DE89370400440532013000' },
      { kind: 'text', text: ' bitte' },
    ]);
  });
});
