import { describe, expect, it } from 'vitest';
import { dateWindow, isInverted, localMidnight } from './date-range';

describe('date ranges of admin lists', () => {
  it('turns a day into the local midnight, as an instant', () => {
    const iso = localMidnight('2026-11-28');
    expect(iso).toBe(new Date(2026, 10, 28).toISOString());
    expect(localMidnight('2026-11-30', 1)).toBe(new Date(2026, 11, 1).toISOString());
    expect(localMidnight('')).toBeUndefined();
    expect(localMidnight('28/11/2026')).toBeUndefined();
  });

  it('covers both days whole: from the first midnight to the midnight after the last day', () => {
    expect(dateWindow('2026-11-01', '2026-11-03')).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 4).toISOString(),
    });
    expect(dateWindow('', '2026-11-03')).toEqual({ to: new Date(2026, 10, 4).toISOString() });
    expect(dateWindow('', '')).toEqual({});
  });

  it('sends only the start of an inverted range', () => {
    expect(isInverted('2026-11-05', '2026-11-03')).toBe(true);
    expect(isInverted('2026-11-03', '2026-11-03')).toBe(false);
    expect(dateWindow('2026-11-05', '2026-11-03')).toEqual({ from: new Date(2026, 10, 5).toISOString() });
  });
});
