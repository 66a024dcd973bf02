// POST /publish/share without a service worker (a first visit, or a browser without one): the
// shared photos cannot be kept, so the browser is sent to the ad form with a 303 (a GET).
import { describe, expect, it } from 'vitest';
import { SHARE_TARGET } from '../../src/core/share-target.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ resetBeforeEach: false });

describe('share target without a service worker', () => {
  it('redirects a shared photo to the ad form with 303', async () => {
    const form = new FormData();
    form.append(
      SHARE_TARGET.field,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'a.jpg', { type: 'image/jpeg' }),
    );
    const res = await server.app.request(SHARE_TARGET.action, { method: 'POST', body: form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(SHARE_TARGET.fallback);
  });

  it('redirects an empty or malformed share the same way', async () => {
    const res = await server.app.request(SHARE_TARGET.action, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(SHARE_TARGET.fallback);
  });
});
