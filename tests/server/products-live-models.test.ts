// GET /hm/v1/products/live-models (issue 17): the models that have at least one live ad, so the
// home model filter can offer older models beyond the spec's three-year list when people sell them.
import { describe, expect, it } from 'vitest';
import type { LiveModels } from '../../src/core/catalogue.ts';
import { daysAgo } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const LIVE_MODELS = '/wp-json/hm/v1/products/live-models';

describe('GET /hm/v1/products/live-models', () => {
  it('answers the models with a live ad, an old one included, each once', async () => {
    await server.makeAd({ model: 'iphone-8' });
    await server.makeAd({ model: 'iphone-8' });
    await server.makeAd({ model: 'iphone-13' });

    const res = await server.get<LiveModels>(LIVE_MODELS);

    expect(res.status).toBe(200);
    expect(res.body.model_ids).toEqual(
      [server.termId('pa_model', 'iphone-8'), server.termId('pa_model', 'iphone-13')].sort((a, b) => a - b),
    );
  });

  it('leaves out models whose ads are paused, sold or past their end', async () => {
    await server.makeAd({ model: 'iphone-x', status: 'private' });
    await server.makeAd({ model: 'iphone-xs', stockStatus: 'outofstock' });
    await server.makeAd({ model: 'iphone-11-pro', createdAt: daysAgo(90), expiresAt: daysAgo(1) });

    const res = await server.get<LiveModels>(LIVE_MODELS);

    expect(res.status).toBe(200);
    expect(res.body.model_ids).toEqual([]);
  });

  it('is public and may be kept briefly by browsers and proxies', async () => {
    await server.makeAd({ model: 'iphone-8' });
    const res = await server.get<LiveModels>(LIVE_MODELS);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body.model_ids).toEqual([server.termId('pa_model', 'iphone-8')]);
  });
});
