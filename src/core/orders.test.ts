// GET /wc/v3/orders parameters: the schema the server parses them with and the writer the client
// builds them with agree, and malformed values are refused by name.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderListQuerySchema, writeOrderListQuery } from './orders.ts';

const parse = (query: string) =>
  v.safeParse(OrderListQuerySchema, Object.fromEntries(new URLSearchParams(query)));

describe('the order list query', () => {
  it('reads what the client writes', () => {
    const written = writeOrderListQuery({ customer: 'me', status: ['confirmation', 'frozen'], page: 2 });
    expect(written).toBe('customer=me&status=confirmation%2Cfrozen&page=2');
    expect(parse(written).output).toEqual({
      customer: 'me',
      status: ['confirmation', 'frozen'],
      page: 2,
      per_page: 6,
    });
  });

  it('treats empty values and status=any as not given', () => {
    expect(parse('customer=&status=any&product=').output).toEqual({ page: 1, per_page: 6 });
  });

  it('refuses an unknown status, a page size over 100 and a vendor that is no id', () => {
    for (const bad of ['status=paid', 'per_page=101', 'page=0', 'vendor=someone', 'product=-1']) {
      expect(parse(bad).success, bad).toBe(false);
    }
  });
});
