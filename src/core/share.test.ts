// The share dialog's links (spec 2.4 socialShare) and who shares with the seller's title.
import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, shareLinks, shareTitle } from './share.ts';

const sellerTitle = (name: string) => `Ich verkaufe mein ${name}`;
const ad = { name: 'iPhone 13 & Hülle #1', sellerId: 7 };

describe('shareTitle', () => {
  it('gives the seller the "I sell my" title for their own ad', () => {
    expect(shareTitle(ad, 7, sellerTitle)).toBe('Ich verkaufe mein iPhone 13 & Hülle #1');
  });

  it('gives another member and a guest the ad name only', () => {
    expect(shareTitle(ad, 8, sellerTitle)).toBe(ad.name);
    expect(shareTitle(ad, undefined, sellerTitle)).toBe(ad.name);
  });
});

describe('shareLinks', () => {
  const url = 'https://handymarkt.example/product/iphone-13?x=1&y=2';
  const links = shareLinks(url, ad.name);
  const href = (n: string) => links.find((l) => l.network === n)?.href ?? '';

  it('offers Facebook, Messenger, e-mail, Telegram, Twitter and WhatsApp', () => {
    expect(links.map((l) => l.network)).toEqual([...SHARE_NETWORKS]);
  });

  it('encodes the ad address and the title so neither breaks the share URL', () => {
    const u = encodeURIComponent(url);
    expect(href('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(href('telegram')).toBe(
      `https://t.me/share/url?url=${u}&text=iPhone%2013%20%26%20H%C3%BClle%20%231`,
    );
    expect(new URL(href('twitter')).searchParams.get('url')).toBe(url);
    expect(new URL(href('twitter')).searchParams.get('text')).toBe(ad.name);
    expect(new URL(href('messenger')).searchParams.get('link')).toBe(url);
    expect(new URL(href('whatsapp')).searchParams.get('text')).toBe(`${ad.name} ${url}`);
  });

  it('writes the mail with the title as subject and the address in the body', () => {
    const mail = new URL(href('email'));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(ad.name);
    expect(mail.searchParams.get('body')).toBe(`${ad.name}\n\n${url}`);
  });

  it('uses https for every network but e-mail', () => {
    for (const l of links.filter((l) => l.network !== 'email')) expect(l.href).toMatch(/^https:\/\//);
  });
});
