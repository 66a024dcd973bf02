// The public list's JSON text (issue 33). Every request still reads its page from the database;
// what is kept is the shaped, serialised ad made from one database text, by that very text: the
// statement hands each ad over as one JSON text (its row, seller, photos, accessories and views),
// so the same text is the same stored ad and gives the same answer's bytes. A view, an edit, a
// seller's new mark or photo: a new text, shaped afresh. Nothing outside the text goes in but the
// catalogue's index (a new index, a new memo), the media URL (fixed per service) and the clock,
// which turns a published ad into an expired one at its end (kept until then). So the list is
// exact on any number of instances. Parsing the text, mapping its rows, productJson and
// JSON.stringify were 35-40 % of the list's server CPU on PostgreSQL; a kept ad costs a lookup.
import type { CatalogueIndex } from '../db/repositories/catalogue.ts';
import { recordOf, type RecordText } from '../db/repositories/products.ts';
import { productJson, type MediaUrl } from './product-json.ts';

/** A JSON answer's text and its length in bytes (UTF-8), counted once. */
export interface JsonText {
  text: string;
  bytes: number;
}

interface Kept {
  json: string;
  bytes: number;
  /** Date.now() from which the answer would differ (a published ad expires): Infinity if never. */
  until: number;
}

const EMPTY: JsonText = { text: '[]', bytes: 2 };

/** About 3-6 kB each (the key and the answer): a few MB for the ads most asked for. */
const KEPT_ADS = 1000;
/** About 50 kB each for the home list's 20 ads. */
const KEPT_LISTS = 64;

/** Answers `[...]` for the ads of `texts` as anyone but their seller sees them. */
export function productListText(
  mediaUrl: MediaUrl,
): (texts: readonly RecordText[], index: CatalogueIndex) => JsonText {
  let keptFor: CatalogueIndex | undefined;
  const kept = new Map<string, Kept>();

  const shaped = (text: RecordText, index: CatalogueIndex, now: number): Kept => {
    const hit = kept.get(text);
    if (hit && now < hit.until) return hit;
    const record = recordOf(text);
    const product = productJson(record, index, mediaUrl);
    const json = JSON.stringify(product);
    const { expiresAt } = record.product;
    // statusOnRead: publish until the end, expired from then on (read at the same moment).
    const until = product.status === 'publish' ? expiresAt.getTime() : Number.POSITIVE_INFINITY;
    const made = { json, bytes: Buffer.byteLength(json), until };
    if (hit) kept.delete(text);
    else if (kept.size >= KEPT_ADS) kept.delete(kept.keys().next().value ?? '');
    kept.set(text, made);
    return made;
  };

  // The last list made with each first ad (the last KEPT_LISTS of them): the same ads in the same
  // order, each still valid, are the same text, so the very string is answered again (no 50 kB
  // made and dropped per request, and the ETag's kept digest is found by that string at once).
  const lists = new Map<Kept, { ads: Kept[]; json: JsonText }>();

  return (texts, index) => {
    if (keptFor !== index) {
      kept.clear();
      lists.clear();
      keptFor = index;
    }
    const now = Date.now();
    const ads = texts.map((text) => shaped(text, index, now));
    const first = ads[0];
    if (!first) return EMPTY;
    const last = lists.get(first);
    if (last && last.ads.length === ads.length && last.ads.every((ad, i) => ad === ads[i])) return last.json;
    // `[`, `]` and the commas between.
    let bytes = ads.length + 1;
    for (const ad of ads) bytes += ad.bytes;
    const json = { text: `[${ads.map((ad) => ad.json).join(',')}]`, bytes };
    lists.delete(first);
    if (lists.size >= KEPT_LISTS) lists.delete(lists.keys().next().value as Kept);
    lists.set(first, { ads, json });
    return json;
  };
}
