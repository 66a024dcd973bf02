import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToParams } from './errors.ts';

// A body's strict schema (queries ignore unknown keys: boundaries.ts queryParams).
const BodySchema = v.strictObject(
  {
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/, 'is not a slug')),
    lang: v.optional(v.picklist(['de', 'en'], 'must be de or en'), 'de'),
  },
  'is not a known parameter',
);
const paramsOf = (input: unknown) => issuesToParams(v.safeParse(BodySchema, input).issues ?? []);

describe('issuesToParams', () => {
  it('says a required parameter is missing, not unknown', () => {
    expect(paramsOf({ lang: 'de' })).toEqual({ slug: 'is required' });
  });

  it('names a parameter the call does not know', () => {
    expect(paramsOf({ slug: 'faq', colour: 'red' })).toEqual({ colour: 'is not a known parameter' });
  });

  it('keeps the first reason for each parameter', () => {
    expect(paramsOf({ slug: 'Not A Slug!', lang: 'fr' })).toEqual({
      slug: 'is not a slug',
      lang: 'must be de or en',
    });
  });

  it('names a key called __proto__ like any other unknown key', () => {
    const params = paramsOf(JSON.parse('{"slug": "faq", "__proto__": "x"}'));
    expect(Object.keys(params)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(params, '__proto__')?.value).toBe('is not a known parameter');
  });
});
