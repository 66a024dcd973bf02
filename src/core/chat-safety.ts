// What in a chat message could lead a buyer off the platform (issue 16, "Safe messages"): links,
// e-mail addresses, phone numbers and the phrases of known scams. The scam phrases are the ad
// check's own rule set (src/core/scam-rules.ts, issue 30: "Vorkasse", "Überweisung", an IBAN,
// "Freunde und Familie", a courier ...), so an ad and a message are judged alike. The chat shows
// every message as plain text and never as a link; what this finds is shown inert and marked
// (readable, highlighted), with a warning to pay only through Handymarkt. Pure.
import { scamMatches } from './scam-rules.ts';

/** What a marked part of a message is. */
export type FlagKind = 'link' | 'email' | 'phone' | 'scam';

/** A message as parts: plain text, or a marked part of one kind. */
export type MessagePart = { kind: 'text'; text: string } | { kind: FlagKind; text: string };

export interface MessageScan {
  parts: MessagePart[];
  /** Whether anything was marked: then the warning shows. */
  flagged: boolean;
  kinds: FlagKind[];
}

// Top-level domains a bare address ("paypal.me/x", "kleinanzeigen-sicher.de") ends in. Listed, not
// "any letters", so "z.B." or a sentence missing its space after the full stop stays text.
const TLDS =
  'de|com|net|org|info|biz|eu|io|me|co|uk|at|ch|nl|be|fr|it|es|pl|ru|cn|xyz|top|online|site|shop|store|app|link|ly|gl|to|cc|tk|ml|ga|cf|gq|click|live|page|pay|money|support|services';

const DETECTORS: { kind: FlagKind; pattern: RegExp }[] = [
  // E-mail addresses, also written "name (at) mail (dot) de" to slip past filters.
  {
    kind: 'email',
    pattern:
      /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\{at\})\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\(punkt\)|\[punkt\])\s*[\p{L}\p{N}-]+)+/giu,
  },
  // Links with a scheme or "www.", then bare domains with a known top-level domain.
  { kind: 'link', pattern: /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu },
  {
    kind: 'link',
    pattern: new RegExp(
      String.raw`\b[\p{L}\p{N}][\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*\.(?:${TLDS})\b(?:[/?#][^\s<>"']*)?`,
      'giu',
    ),
  },
  // Phone numbers: from "+49", "0049" or a leading 0, digits with spaces, slashes, dashes and
  // brackets between them; counted below (7 to 15 digits), so prices and storage sizes stay text.
  { kind: 'phone', pattern: /(?:\+|\b00|\b0)\d[\d\s/()-]{5,20}\d/gu },
];

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

interface Found {
  kind: FlagKind;
  start: number;
  end: number;
}

function acceptable(kind: FlagKind, text: string): boolean {
  if (kind === 'phone') {
    const digits = digitsIn(text);
    return digits >= 7 && digits <= 15;
  }
  return true;
}

/** The marked parts of a message, first the earliest, then the longest; overlaps dropped. */
function findAll(text: string): Found[] {
  const found: Found[] = [];
  for (const { kind, pattern } of DETECTORS) {
    for (const match of text.matchAll(pattern)) {
      // A phone number ends at a digit; a link before a full stop or comma ends before it.
      const value = match[0].replace(kind === 'link' ? /[.,;:!?)\]]+$/u : /[\s/(-]+$/u, '');
      if (!acceptable(kind, value)) continue;
      found.push({ kind, start: match.index, end: match.index + value.length });
    }
  }
  for (const { start, end } of scamMatches(text)) found.push({ kind: 'scam', start, end });
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const f of found) {
    const last = kept.at(-1);
    if (last && f.start < last.end) continue;
    kept.push(f);
  }
  return kept;
}

/** A message split into plain text and the parts to show inert and marked. */
export function scanMessage(text: string): MessageScan {
  const parts: MessagePart[] = [];
  let at = 0;
  const kinds = new Set<FlagKind>();
  for (const f of findAll(text)) {
    if (f.start > at) parts.push({ kind: 'text', text: text.slice(at, f.start) });
    parts.push({ kind: f.kind, text: text.slice(f.start, f.end) });
    kinds.add(f.kind);
    at = f.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return { parts, flagged: kinds.size > 0, kinds: [...kinds] };
}
