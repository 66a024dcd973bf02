// The boundary rules every schema builds on: what the database can hold gets through, nothing else.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdSchema, IdStringSchema, intString, MAX_ID, PriceCentsSchema, safeString } from './boundaries.ts';

describe('IdSchema', () => {
  it.each([1, 42, MAX_ID])('accepts %s', (id) => {
    expect(v.is(IdSchema, id)).toBe(true);
  });

  it.each([0, -1, 1.5, MAX_ID + 1, 2 ** 53 + 1, 1e308, Infinity, NaN, '1', null, [1], { id: 1 }])(
    'refuses %s',
    (id) => {
      expect(v.is(IdSchema, id)).toBe(false);
    },
  );
});

describe('IdStringSchema', () => {
  it('turns digits into the id', () => {
    expect(v.parse(IdStringSchema, '2147483647')).toBe(MAX_ID);
  });

  it.each(['0', '-1', '1.5', '1e3', '2147483648', '99999999999', '', ' 1', '1\0', 'me'])(
    'refuses %j',
    (id) => {
      expect(v.is(IdStringSchema, id)).toBe(false);
    },
  );
});

describe('safeString', () => {
  it('accepts text up to its length, umlauts and emoji included', () => {
    expect(v.is(safeString(10), 'Jürgen 📱')).toBe(true);
    expect(v.is(safeString(3), 'abc')).toBe(true);
  });

  it('refuses a NUL anywhere, text over its length, and anything but a string', () => {
    expect(v.safeParse(safeString(10), 'a\0b').issues?.[0]?.message).toBe('must not contain NUL characters');
    expect(v.safeParse(safeString(3), 'abcd').issues?.[0]?.message).toBe('must be at most 3 characters');
    for (const value of [1, null, ['a'], { a: 'b' }]) expect(v.is(safeString(10), value)).toBe(false);
  });

  it('refuses a lone surrogate, high or low, and keeps surrogate pairs', () => {
    for (const text of ['A\ud800', '\udc00', 'x\ud83dy', '📱\udcf1'])
      expect(v.safeParse(safeString(10), text).issues?.[0]?.message).toBe('must be well-formed text');
    expect(v.is(safeString(10), '\ud83d\udcf1 ok')).toBe(true);
  });
});

describe('intString and PriceCentsSchema', () => {
  it('keep numbers inside their range', () => {
    expect(v.parse(intString(1, 100), '100')).toBe(100);
    expect(v.is(intString(1, 100), '101')).toBe(false);
    expect(v.is(intString(1, 100), '99999999999999999999')).toBe(false);
    expect(v.is(PriceCentsSchema, 34950)).toBe(true);
    for (const cents of [-1, 1.5, 1e308, 100_000_001]) expect(v.is(PriceCentsSchema, cents)).toBe(false);
  });
});
