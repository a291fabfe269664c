import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseCents } from './money';

describe('money', () => {
  it('shows integer cents as dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(null)).toBe('—');
  });

  it('reads typed amounts as integer cents without float rounding', () => {
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('$1,234.5')).toBe(123450);
    expect(parseCents('-1')).toBeNull();
    expect(parseCents('1.234')).toBeNull();
    expect(parseCents('abc')).toBeNull();
    expect(centsToInput(1999)).toBe('19.99');
  });
});
