import { describe, expect, it } from 'vitest';
import { FloodPenalty, FrameBudget } from './frame-budget.ts';

describe('FrameBudget', () => {
  it('lets a burst through, refuses the frame after it, and refills with time', () => {
    const budget = new FrameBudget({ framesBurst: 3, framesPerSecond: 2 }, 0);
    expect([budget.take(0), budget.take(0), budget.take(0)]).toEqual([true, true, true]);
    expect(budget.take(0)).toBe(false);
    // Half a second later, one frame more (2 per second).
    expect(budget.take(500)).toBe(true);
    expect(budget.take(500)).toBe(false);
  });

  it('never holds more than the burst, however long the socket was quiet', () => {
    const budget = new FrameBudget({ framesBurst: 2, framesPerSecond: 10 }, 0);
    const taken = Array.from({ length: 5 }, () => budget.take(3_600_000)).filter(Boolean);
    expect(taken).toHaveLength(2);
  });

  it('keeps a steady sender at the rate open', () => {
    const budget = new FrameBudget({ framesBurst: 1, framesPerSecond: 4 }, 0);
    for (let t = 0; t < 10_000; t += 250) expect(budget.take(t)).toBe(true);
  });
});

describe('FloodPenalty', () => {
  it('refuses a flooding address for the penalty, others never, and forgets it after', () => {
    const penalty = new FloodPenalty(1000);
    penalty.flooded('10.0.0.1', 0);
    expect(penalty.refuses('10.0.0.1', 999)).toBe(true);
    expect(penalty.refuses('10.0.0.2', 10)).toBe(false);
    expect(penalty.refuses('10.0.0.1', 1000)).toBe(false);
  });
});
