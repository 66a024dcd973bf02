// API answers are gzipped when that pays: a small JSON answer (a sent message, an error, a count)
// goes as it is, with its length, and a large one (the filters' catalogue) is compressed (server/lib/
// known-length.ts inside compress()).
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const get = (path: string) =>
  server.buildApp().request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });

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
