import { describe, expect, it } from 'vitest';
import { barTimeText } from './labTime';

describe('barTimeText', () => {
  const time = Date.UTC(2025, 2, 14, 10, 0);

  it('writes the time in UTC as each language does, the same on every call', () => {
    expect(barTimeText(time, 'en')).toBe('03/14/2025, 10:00 UTC');
    expect(barTimeText(time, 'de')).toBe('14.03.2025, 10:00 UTC');
    expect(barTimeText(time, 'de')).toBe('14.03.2025, 10:00 UTC');
    expect(barTimeText(time + 3_600_000, 'en')).toBe('03/14/2025, 11:00 UTC');
  });

  it('writes a dash for a missing time', () => {
    expect(barTimeText(NaN, 'en')).toBe('—');
    expect(barTimeText(Infinity, 'de')).toBe('—');
  });
});
