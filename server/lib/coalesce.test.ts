import { describe, expect, it } from 'vitest';
import { coalescePerTurn } from './coalesce.ts';

describe('coalescePerTurn', () => {
  it('answers asks made in one turn with one batch call, each its own result, in order', async () => {
    const batches: number[][] = [];
    const double = coalescePerTurn(async (asks: number[]) => {
      batches.push(asks);
      return asks.map((n) => n * 2);
    });
    const answers = await Promise.all([double(1), double(2), double(3)]);
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
    // A later turn is a batch of its own.
    expect(await double(5)).toBe(10);
    expect(batches).toEqual([[1, 2, 3], [5]]);
  });

  it('fails every ask of a failed batch, and the next batch runs anew', async () => {
    let fail = true;
    const read = coalescePerTurn(async (asks: string[]) => {
      if (fail) throw new Error('database gone');
      return asks.map((a) => a.toUpperCase());
    });
    const failed = await Promise.allSettled([read('a'), read('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('c')).toBe('C');
  });

  it('fails the asks of a batch that answers the wrong number of results', async () => {
    const broken = coalescePerTurn(async (asks: number[]) => asks.slice(1));
    await expect(Promise.all([broken(1), broken(2)])).rejects.toThrow(/wrong number/);
  });
});
