import { describe, expect, it } from 'vitest';
import { shortName } from './names.ts';

describe('shortName', () => {
  it('names a member by first name and initial', () => {
    expect(shortName('Sophie', 'Hartmann')).toBe('Sophie H.');
    expect(shortName(' Ben ', ' kaiser ')).toBe('Ben K.');
    expect(shortName('', 'Kaiser')).toBe('K.');
    expect(shortName('Ben', '   ')).toBe('Ben');
  });

  it('writes the initial in capitals as German does, beyond a to z too', () => {
    expect(shortName('Ben', 'özdemir')).toBe('Ben Ö.');
    expect(shortName('Ben', 'ßmith')).toBe('Ben SS.');
    expect(shortName('Ben', '7even')).toBe('Ben 7.');
  });

  it('never doubles the full stop of a name that already has one ("Ben K..")', () => {
    expect(shortName('Ben', 'K.')).toBe('Ben K.');
    expect(shortName('Ben', '.K')).toBe('Ben K.');
    expect(shortName('Ben', '.')).toBe('Ben');
    expect(shortName('Ben', '(Kaiser)')).toBe('Ben K.');
    expect(shortName('Ben K.', '')).toBe('Ben K.');
    const odd: [string, string][] = [
      ['Ben', '..'],
      ['Ben.', ''],
      ['Ben', '-K.'],
    ];
    for (const [first, last] of odd) {
      expect(shortName(first, last)).not.toMatch(/\.\./);
    }
  });
});
