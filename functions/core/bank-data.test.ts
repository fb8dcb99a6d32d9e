import { toCents, toRand } from './bank-data.ts';

describe('money', () => {
  it('converts rand to cents exactly, without floating-point drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('1234.5')).toBe(123450);
    expect(toCents('-1 234.56')).toBe(-123456);
    expect(toCents(-0.07)).toBe(-7);
    expect(toCents('19.99')).toBe(1999);
    expect(() => toCents('12.345')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
  });

  it('converts cents back to rand with two decimals', () => {
    expect(toRand(123456)).toBe(1234.56);
    expect(toRand(-7)).toBe(-0.07);
    expect(toRand(30)).toBe(0.3);
  });
});
