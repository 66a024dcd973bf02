// The external listing flow's payload (issue 10): only http(s) links with a real host are taken,
// never a javascript:, data: or userinfo link that would trap the seller it is sent to.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLAIM_PATH, ExternalClaimSchema, ExternalCreateSchema, isHttpLink } from './external-listing.ts';

describe('isHttpLink', () => {
  it.each([
    'https://www.kleinanzeigen.de/s-anzeige/iphone-13/123456',
    'http://example.com',
    'https://example.com/',
    'HTTPS://EXAMPLE.COM/Path?q=1#frag',
    'https://sub.example.co.uk:8443/a/b?x=y&z=%20',
    'https://example.com?x=1',
    'https://example.com#top',
    'https://192.168.1.10/listing',
    'https://example.com/@user',
    '  https://example.com/trimmed  ',
  ])('takes %j', (link) => {
    expect(isHttpLink(link)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    '//example.com/no-scheme',
    'example.com',
    'https://',
    'https:///path',
    'https://localhost/',
    'https://example',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/a\nb',
    'https://example.com/\tx',
    'https://user:pass@example.com/',
    'https://user@example.com/',
    'https://example.com@evil.test/',
    'https://example.com\\@evil.test',
    'https://example..com',
    'https://example.com./',
    'https://exämple.de/',
    'https://example.com:port/',
    '',
  ])('refuses %j', (link) => {
    expect(isHttpLink(link)).toBe(false);
  });
});

describe('ExternalCreateSchema', () => {
  const body = (o: Record<string, unknown> = {}) => ({
    source_url: 'https://www.kleinanzeigen.de/s-anzeige/iphone-13/123',
    brand_id: 1,
    model_id: 2,
    storage_id: 3,
    price: '400',
    proposal: { price: '350' },
    ...o,
  });

  it('accepts the documented payload and trims the link', () => {
    const parsed = v.parse(ExternalCreateSchema, body({ source_url: ' https://example.com/x ' }));
    expect(parsed.source_url).toBe('https://example.com/x');
    expect(v.safeParse(ExternalCreateSchema, body({ proposal: { price: 350.5 } })).success).toBe(true);
  });

  it('refuses links that are not http(s), missing facts and unknown fields', () => {
    for (const source_url of ['javascript:alert(1)', 'ftp://example.com/x', 'https://nohost', 42]) {
      expect(v.safeParse(ExternalCreateSchema, body({ source_url })).success, String(source_url)).toBe(false);
    }
    expect(v.safeParse(ExternalCreateSchema, body({ brand_id: undefined })).success).toBe(false);
    expect(v.safeParse(ExternalCreateSchema, body({ model_id: 0 })).success).toBe(false);
    expect(v.safeParse(ExternalCreateSchema, body({ proposal: undefined })).success).toBe(false);
    expect(v.safeParse(ExternalCreateSchema, body({ buyer_id: 5 })).success).toBe(false);
    expect(
      v.safeParse(ExternalCreateSchema, body({ source_url: `https://example.com/${'x'.repeat(2000)}` }))
        .success,
    ).toBe(false);
  });

  it('claims name one ad', () => {
    expect(v.safeParse(ExternalClaimSchema, { product_id: 5 }).success).toBe(true);
    expect(v.safeParse(ExternalClaimSchema, { product_id: '5' }).success).toBe(false);
    expect(v.safeParse(ExternalClaimSchema, {}).success).toBe(false);
  });

  it('claim links lead to the app path /claim', () => {
    expect(CLAIM_PATH).toBe('/claim');
  });
});
