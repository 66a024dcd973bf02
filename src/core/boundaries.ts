// The rules every value crossing a boundary obeys, defined once. Every schema in src/core builds
// on these, so nothing the database cannot store (a NUL in text, an id beyond a PostgreSQL
// integer, 1e308) gets past parsing to become a 500: it is a 400 naming the field.
import * as v from 'valibot';

/** Ids are PostgreSQL `integer`s: 1 to 2^31-1. */
export const MAX_ID = 2_147_483_647;
/** The largest amount of euro cents anyone may send (one million euro). */
export const MAX_PRICE_CENTS = 100_000_000;

/** A record id as JSON sends it: a whole number from 1 to 2^31-1. */
export const IdSchema = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(MAX_ID, `must be at most ${MAX_ID}`),
);

/** A record id as a path segment or query value: digits only, within IdSchema's range. */
export const IdStringSchema = v.pipe(
  v.string('must be text'),
  v.regex(/^\d{1,10}$/, 'is not an id'),
  v.transform(Number),
  v.minValue(1, 'is not an id'),
  v.maxValue(MAX_ID, 'is not an id'),
);

/** A whole number written as text, from min to max (page numbers, sizes). */
export const intString = (min: number, max: number) =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^\d{1,10}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/**
 * A lone UTF-16 surrogate: valid in a JSON string (`"\\ud800"`), but no text. In `u` mode a
 * paired surrogate is one code point (an emoji), so `\p{Cs}` matches only the unpaired ones.
 * (`String.prototype.isWellFormed` says the same, but it is ES2024 and src/core is ES2023.)
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `text` is well-formed UTF-16: PostgreSQL cannot store a lone surrogate faithfully. */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/**
 * Text as we store it: at most `max` characters, no NUL (which PostgreSQL text cannot hold) and
 * no lone surrogate (jsonb refuses it, text would turn it into U+FFFD).
 */
export const safeString = (max: number) =>
  v.pipe(
    v.string('must be text'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.excludes('\0', 'must not contain NUL characters'),
    v.check(isWellFormedText, 'must be well-formed text'),
  );

/** A euro amount in cents as a whole number within MAX_PRICE_CENTS. */
export const PriceCentsSchema = v.pipe(
  v.number('must be a number'),
  v.safeInteger('must be a whole number of cents'),
  v.minValue(0, 'must not be negative'),
  v.maxValue(MAX_PRICE_CENTS, 'is too large'),
);

/**
 * The parameters of a query string, the one rule every query schema follows: as WordPress does, a
 * parameter the call does not know is ignored (dropped from the parsed value), so WooCommerce and
 * WordPress clients work as they are (the OAuth 1.0a `oauth_*` parameters the official client adds,
 * `consumer_key`, a cache buster); a known parameter with a bad value is still refused (400).
 * Bodies stay strict (v.strictObject): a misspelt field there is a client's bug worth naming.
 */
export const queryParams = <const E extends v.ObjectEntries>(entries: E) => v.object(entries);
