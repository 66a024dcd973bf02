// The demo photos (issue 30): a Sony ad showed an iPhone's camera triangle with "Sony Xperia 10 V"
// printed on it. Each ad's photo draws its own maker's back, and no photo names another phone.
import { describe, expect, it } from 'vitest';
import { BRANDS } from './catalogue-data.ts';
import { demoPhotoOptions } from './demo-seed.ts';
import { phonePhotoSvg } from './phone-photo.ts';

/** The words an SVG prints (its text elements), in order. */
const printed = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '').filter((t) => t !== '');
const layoutOf = (svg: string) => /data-layout="([a-z]+)"/.exec(svg)?.[1];

const apple = BRANDS.find((b) => b.slug === 'apple');
const sony = BRANDS.find((b) => b.slug === 'sony');

describe('demo photos', () => {
  it("an Apple ad's photos name no other brand's model, and its back has no writing", () => {
    if (!apple) throw new Error('no Apple in the catalogue');
    const others = BRANDS.filter((b) => b.slug !== 'apple').flatMap((b) => [
      b.name,
      ...b.models.map((m) => `${b.name} ${m.name}`),
    ]);
    for (const model of apple.models) {
      const front = phonePhotoSvg(demoPhotoOptions(apple, model, '#1d1d1f', 'front', 1));
      const back = phonePhotoSvg(demoPhotoOptions(apple, model, '#1d1d1f', 'back', 1));
      expect(printed(back)).toEqual([]);
      expect(layoutOf(back)).toBe('apple');
      const words = printed(front).join(' ');
      expect(words).toContain(`Apple ${model.name}`);
      for (const other of others) expect(words).not.toContain(other);
    }
  });

  it("a Sony's back is a Sony's: its own camera strip and name, not an iPhone's triangle", () => {
    if (!sony) throw new Error('no Sony in the catalogue');
    const model = sony.models.find((m) => m.name === 'Xperia 10 V') ?? sony.models[0];
    if (!model) throw new Error('no Sony model');
    const back = phonePhotoSvg(demoPhotoOptions(sony, model, '#f4f4f1', 'back', 7));
    expect(layoutOf(back)).toBe('sony');
    expect(printed(back)).toEqual(['SONY']);
  });

  it('no other maker gets the iPhone back, and each back names only its own maker', () => {
    for (const brand of BRANDS.filter((b) => b.slug !== 'apple')) {
      const model = brand.models[0];
      if (!model) continue;
      const back = phonePhotoSvg(demoPhotoOptions(brand, model, '#2e4d78', 'back', 3));
      expect(layoutOf(back), brand.slug).not.toBe('apple');
      expect(printed(back), brand.slug).toEqual([brand.name.toUpperCase()]);
    }
  });
});
