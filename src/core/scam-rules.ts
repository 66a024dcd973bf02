// The one rule set for the phrases of scams in the used-phone trade (issue 30), shared by the ad
// check (src/core/moderation-flags.ts: an ad with one waits for review) and the chat's safety scan
// (src/core/chat-safety.ts: the words are marked and the warning shows). Pay-first ("Vorkasse",
// "zahlen Sie vorher"), bank transfer and bank details (an IBAN, with or without spaces), PayPal
// "Freunde und Familie" (no buyer protection), couriers and forwarders who "collect" the phone,
// money transfer services, gift cards, crypto, moving the talk to a messenger, look-alikes of
// "Sicher bezahlen" pages, shipping from abroad. German and English, any case and spacing, with
// the look-alikes people type to dodge filters. Pure and without imports, so the home list never
// loads it (only the ad form, the chat and the server do).

/** What a rule is about; an ad's flag and a chat's mark name the words, the rule is for tests. */
export type ScamRuleId =
  | 'advance_payment'
  | 'bank_transfer'
  | 'iban'
  | 'friends_family'
  | 'courier'
  | 'money_transfer'
  | 'messenger'
  | 'fake_safe_payment'
  | 'gift_card'
  | 'crypto'
  | 'abroad';

// Not a letter or digit before or after: "Kurier" in "Kurierdienst" counts (the rules end in
// \p{L}* where a longer word is meant), "iban" inside "Libanon" does not.
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
// Paying first is how the platform works when it is paid through it: "vorher über Handymarkt".
const NOT_HERE = String.raw`(?!\s+(?:über|via|bei|mit|auf|in)\s+(?:handymarkt|der\s+app|die\s+app|hier))`;
const PAY = String.raw`(?:be)?zahl\p{L}*|(?:ü|ue)berweis\p{L}*|schick\p{L}*\s+(?:sie\s+|du\s+)?(?:das\s+)?geld`;
const FIRST = String.raw`(?:vorher|vorab|zuerst|im\s+voraus)`;

/** The rules in the order an ad's flags list what they found. Sources of Unicode regexes. */
export const SCAM_RULES: readonly { id: ScamRuleId; source: string }[] = [
  {
    id: 'advance_payment',
    source: [
      String.raw`(?:nur\s+(?:per\s+)?)?vor(?:kasse|auskasse|auszahlung|ausüberweisung)\p{L}*`,
      String.raw`anzahlung\p{L}*`,
      String.raw`vorab\s*-?\s*(?:${PAY})`,
      String.raw`(?:${FIRST})\s+(?:das\s+geld\s+)?(?:zu\s+)?(?:${PAY})${NOT_HERE}`,
      String.raw`(?:${PAY})\s+(?:(?:sie|du|ihr|bitte|mir|einfach|das\s+geld)\s+)*${FIRST}${NOT_HERE}`,
      String.raw`(?:pay(?:ment)?\s+(?:in\s+)?advance|advance\s+payment|pay\s+upfront|upfront\s+payment|prepayment)`,
    ].join('|'),
  },
  {
    id: 'bank_transfer',
    source: String.raw`(?:nur\s+(?:per\s+)?)?(?:bank\s*-?\s*)?(?:ü|ue)berweis\p{L}*|bank\s*-?\s*transfer|wire\s+transfer|sepa`,
  },
  {
    id: 'iban',
    // The word, and the number itself: two letters, two check digits, then digits (DE, AT, CH
    // ...) with or without the spaces of print, or a bank code of four letters first (GB, NL).
    source: [
      String.raw`iban|bic|kontonummer|kontodaten|bankverbindung|bankdaten`,
      String.raw`[a-z]{2}\d{2}(?:\s?\d){12,30}`,
      String.raw`[a-z]{2}\d{2}\s?[a-z]{4}(?:\s?\d){6,26}`,
    ].join('|'),
  },
  {
    id: 'friends_family',
    source: [
      String.raw`pay\s*-?\s*pal\s*(?:-|\s)*(?:an\s+)?(?:freunde?|friends?|f\s*(?:&|und|and|\+)\s*f|familie|family)`,
      String.raw`(?:freunde?|friends?)\s*(?:&|und|and|\+|u\.)\s*(?:familie|family)`,
      String.raw`(?:familie|family)\s*(?:&|und|and|\+|u\.)\s*(?:freunde?|friends?)`,
      String.raw`(?:als|an)\s+freunde?\s+(?:senden|schicken|zahlen|bezahlen)`,
    ].join('|'),
  },
  {
    id: 'courier',
    source: [
      String.raw`(?:(?:dhl|ups|dpd|hermes|gls|fedex)\s*-?\s*)?kurier\p{L}*`,
      String.raw`courier\p{L}*`,
      String.raw`spedition\p{L}*`,
      String.raw`(?:mein(?:e[nm]?)?|unser(?:e[nm]?)?)\s+(?:fahrer|bote|boten|transportfirma|transportunternehmen)`,
    ].join('|'),
  },
  {
    id: 'money_transfer',
    source: String.raw`western\s*-?\s*union|money\s*-?\s*gram|ria\s+money`,
  },
  {
    id: 'messenger',
    source: String.raw`wh?[a@4]t+s?\s*-?\s*[a@4]pp?|telegr[a@4]m|signal\s+messenger`,
  },
  {
    id: 'fake_safe_payment',
    source: [
      String.raw`s[i1!l|]cher(?:e[sn]?)?\s*-?\s*(?:be)?z[a@4]hl(?:en|ung|ungen)?`,
      String.raw`s[i1!l|]cher(?:e[sn]?)?\s*-?\s*pay(?:ment)?`,
    ].join('|'),
  },
  {
    id: 'gift_card',
    source: [
      String.raw`paysafe\s*-?\s*(?:card|karte)?`,
      String.raw`(?:itunes|amazon|google\s*play|apple|steam)\s*-?\s*(?:gutschein|geschenkkarte|gift\s*card|karte)`,
      String.raw`gutscheinkarte|gift\s*-?\s*card`,
    ].join('|'),
  },
  { id: 'crypto', source: String.raw`bitcoin\p{L}*|krypto\p{L}*|crypto\p{L}*` },
  { id: 'abroad', source: String.raw`versand\s+aus\s+dem\s+ausland|shipping\s+from\s+abroad` },
];

const PATTERNS = SCAM_RULES.map(({ id, source }) => ({
  id,
  pattern: new RegExp(`${START}(?:${source})${END}`, 'giu'),
}));

/** One place in a text a rule found: [start, end) in UTF-16 units. */
export interface ScamMatch {
  rule: ScamRuleId;
  start: number;
  end: number;
  text: string;
}

/** Every place the rules find, in the rules' order, then in the text's; overlaps are kept. */
export function scamMatches(text: string): ScamMatch[] {
  const found: ScamMatch[] = [];
  for (const { id, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = match[0].replace(/\s+$/u, '');
      found.push({ rule: id, start: match.index, end: match.index + value.length, text: value });
    }
  }
  return found;
}

/** A found phrase as an ad's flag lists it: lower case, inner white space as one space. */
export const scamPhraseOf = (text: string): string => text.toLocaleLowerCase('de').replace(/\s+/g, ' ');

/**
 * The scam phrases a text contains, as an ad's `scam_phrase` flag and a chat message's
 * `scam_phrases` list them: in the rules' order, then the text's, each once, lower case; [] for a
 * clean text.
 */
export function scamPhrasesIn(...texts: readonly string[]): string[] {
  const phrases = scamMatches(texts.join(' \n ')).map((m) => scamPhraseOf(m.text));
  return [...new Set(phrases)];
}
