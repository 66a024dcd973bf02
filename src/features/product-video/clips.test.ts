import { describe, expect, it } from 'vitest';
import { CLIPS, mayAutoplay, nextClip } from './clips.ts';

describe('the product video', () => {
  it('plays its four clips in order and starts again with the first', () => {
    expect(CLIPS).toHaveLength(4);
    const order = [0];
    for (let i = 0; i < 5; i++) order.push(nextClip(order[order.length - 1] ?? 0));
    expect(order).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('starts by itself only without reduced motion and without data saving', () => {
    expect(mayAutoplay({ reducedMotion: false, saveData: false })).toBe(true);
    expect(mayAutoplay({ reducedMotion: true, saveData: false })).toBe(false);
    expect(mayAutoplay({ reducedMotion: false, saveData: true })).toBe(false);
    expect(mayAutoplay({ reducedMotion: true, saveData: true })).toBe(false);
  });

  it('names a clip and a poster under /video/ for every step', () => {
    for (const [index, clip] of CLIPS.entries()) {
      expect(clip.src).toBe(`/video/product-${index + 1}.webm`);
      expect(clip.poster).toBe(`/video/product-${index + 1}.webp`);
    }
  });
});
