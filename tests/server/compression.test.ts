// API answers are compressed when that pays: a small JSON answer (a sent message, an error, a count)
// goes as it is, with its length, and a large one (the filters' catalogue, an order with its
// history) is compressed and says its compressed length (server/lib/known-length.ts inside
// compress(), lib/encoding.ts).
import { gunzipSync, inflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ENV, created, orderKit, orderPath, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const get = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }) =>
  server.app.request(path, { headers });

describe('compression of API answers', () => {
  it('sends a small JSON answer uncompressed, saying its length', async () => {
    const res = await get('/wp-json/wc/v3/products/999999');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toMatchObject({ code: 'woocommerce_rest_product_invalid_id' });
  });

  it('gzips a large JSON answer and keeps it whole', async () => {
    // The filters' catalogue: every brand, model, storage and colour (tens of kB).
    const res = await get('/wp-json/wc/v3/products/attributes');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toBeTruthy();
  });
});

describe('compression of a private JSON answer (an order with its history)', () => {
  let buyer: Party;
  let path: string;
  beforeEach(async () => {
    const seller = await kit.seller();
    buyer = await kit.buyer();
    const order = await created(kit.propose(buyer, (await kit.ad(seller)).id, '250.00'));
    path = orderPath(order.id);
  });
  const asBuyer = (encoding?: string) =>
    get(path, {
      authorization: `Bearer ${buyer.token}`,
      ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
    });

  it('is sent as it is to a client that accepts no encoding, saying its length', async () => {
    const res = await asBuyer();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(text)).toMatchObject({ status: 'confirmation', proposal: { price: '250' } });
  });

  it('is gzipped, or deflated where only that is accepted, with the same order inside', async () => {
    const plain = JSON.parse(await (await asBuyer()).text()) as Record<string, unknown>;
    const gzipped = await asBuyer('gzip, deflate, br');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await gzipped.arrayBuffer());
    expect(gzipped.headers.get('content-length')).toBe(String(zipped.byteLength));
    expect(gzipped.headers.get('cache-control')).toMatch(/private|no-store/);
    // The order as the same buyer sees it (its dates but for the seconds that passed).
    const { date_modified: _modified, ...sameOrder } = plain;
    expect(JSON.parse(gunzipSync(zipped).toString())).toMatchObject(sameOrder);

    const deflated = await asBuyer('deflate');
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toMatchObject(
      sameOrder,
    );
  });
});
