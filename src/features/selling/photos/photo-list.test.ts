// Adding and ordering photos: what the picker and the share target share.
import { describe, expect, it } from 'vitest';
import type { DraftPhoto } from './draft-photo.ts';
import { addPhotoFiles, movePhoto, photosLeft } from './photo-list.ts';

const file = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const ready = (name: string, size = 3): DraftPhoto => ({ id: name, name, size, status: 'ready' });
const refused = (name: string): DraftPhoto => ({
  id: name,
  name,
  size: 3,
  status: 'invalid',
  problem: 'imageSize',
});

describe('adding photo files', () => {
  it('makes processing entries that keep their file, ignoring duplicates of name and size', () => {
    const added = addPhotoFiles(
      [ready('a.jpg')],
      [file('a.jpg'), file('a.jpg', 4), file('b.png'), file('b.png')],
    );
    expect(added.map((p) => [p.name, p.size, p.status])).toEqual([
      ['a.jpg', 4, 'processing'],
      ['b.png', 3, 'processing'],
    ]);
    expect(added[0]?.source).toBeInstanceOf(File);
    expect(new Set(added.map((p) => p.id)).size).toBe(2);
  });

  it('stops at 10, not counting refused photos', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ready(`${i}.jpg`));
    expect(addPhotoFiles(nine, [file('x.jpg'), file('y.jpg')])).toHaveLength(1);
    expect(addPhotoFiles([...nine, refused('small.jpg')], [file('x.jpg'), file('y.jpg')])).toHaveLength(1);
    expect(photosLeft([...nine, refused('small.jpg')])).toBe(1);
    // The same refused file picked again is still a duplicate.
    expect(addPhotoFiles([refused('small.jpg')], [file('small.jpg')])).toEqual([]);
  });
});

describe('ordering photos', () => {
  it('moves a photo left, right and to the front (the cover)', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
  });
});
